cmake_policy(SET CMP0057 NEW)
# Every configuration the scripts use configures from the source tree: run as
#   cmake -DSOURCE_DIR=<root> -DWORK_DIR=<scratch> -DWITH_GUI=ON|OFF -P ConfigureFresh.cmake
# The release configuration of packaging/release-build.sh (make-deb.sh, make-bundle.sh:
# no tests, /usr prefix) and the default one of packaging/build.sh (run.sh, test.sh) are
# configured into empty folders; each must succeed, find Qt Charts, and find every optional
# feature this machine's packages provide (packaging/debian-packages.txt installs them all).
# name|arguments, the arguments separated by commas
set(configs
  "release|-DBUILD_TESTING=OFF,-DCMAKE_INSTALL_PREFIX=/usr"
  "default|-DCMAKE_BUILD_TYPE=RelWithDebInfo")
foreach(entry IN LISTS configs)
  string(REPLACE "|" ";" parts "${entry}")
  list(GET parts 0 name)
  list(GET parts 1 argtext)
  string(REPLACE "," ";" args "${argtext}")
  set(dir ${WORK_DIR}/${name})
  file(REMOVE_RECURSE ${dir})
  execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${dir} -G Ninja ${args}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${name} configuration failed:\n${err}")
  endif()
  file(STRINGS ${dir}/CMakeCache.txt cache REGEX "^AUGUR_WITH_(CUDA|QSCINTILLA):BOOL=")
  set(expected "AUGUR_WITH_CUDA:BOOL=ON")
  if(WITH_GUI)
    list(APPEND expected "AUGUR_WITH_QSCINTILLA:BOOL=ON")
    # Qt Charts is required with the GUI: found, or the configuration failed above.
    file(STRINGS ${dir}/CMakeCache.txt charts REGEX "^Qt6Charts_DIR:PATH=.*Qt6Charts$")
    if(NOT charts)
      message(FATAL_ERROR "${name} configuration: Qt6Charts was not found")
    endif()
  endif()
  foreach(e IN LISTS expected)
    if(NOT e IN_LIST cache)
      message(FATAL_ERROR "${name} configuration: expected ${e}, the cache has: ${cache}")
    endif()
  endforeach()
  message(STATUS "${name}: configured, ${cache}")
  file(REMOVE_RECURSE ${dir})
endforeach()
