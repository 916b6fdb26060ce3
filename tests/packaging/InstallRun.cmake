# Installs BUILD_DIR into a temporary prefix and checks the installed programs from there:
# the versions equal the project version, the worker sits in libexec/augur, and
# `augur-cli run` on the embedded default session reads the installed data (not the source
# tree), measures, and finds a speedup above 1. Where user and mount namespaces are
# available (unshare), SOURCE_DIR is also hidden under an empty tmpfs during the run.
# Also validates the installed .desktop file when desktop-file-validate is there.
cmake_minimum_required(VERSION 3.25)

string(RANDOM LENGTH 8 tag)
set(tmp "$ENV{TMPDIR}")
if(NOT tmp)
  set(tmp /tmp)
endif()
set(tmp "${tmp}/augur-install-test-${tag}")
set(prefix "${tmp}/prefix")
file(MAKE_DIRECTORY "${tmp}/home" "${tmp}/cwd")

execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${prefix}"
                OUTPUT_QUIET ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  file(REMOVE_RECURSE "${tmp}")
  message(FATAL_ERROR "packaging test: cmake --install failed: ${err}")
endif()

# A clean environment: nothing that points back at the build or the source tree.
set(cleanenv ${CMAKE_COMMAND} -E env --unset=AUGUR_DEFAULT_DATASET --unset=AUGUR_WORKER
    --unset=AUGUR_SESSION_DIR --unset=XDG_DATA_HOME --unset=XDG_CONFIG_HOME --unset=DISPLAY
    --unset=WAYLAND_DISPLAY --unset=QT_QPA_PLATFORM --unset=LD_LIBRARY_PATH HOME=${tmp}/home)

set(failure "")
macro(fail msg)
  set(failure "${msg}")
  break()
endmacro()

foreach(once 1) # a block to break out of; the prefix is removed below in any case
  # augur-cli --version
  execute_process(COMMAND ${cleanenv} "${prefix}/bin/augur-cli" --version WORKING_DIRECTORY "${tmp}/cwd"
                  OUTPUT_VARIABLE out OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR NOT out STREQUAL "augur-cli ${VERSION}")
    fail("augur-cli --version printed '${out}' (exit ${rc}), expected 'augur-cli ${VERSION}'")
  endif()

  # The worker: in libexec/augur, not in bin.
  if(EXISTS "${BUILD_DIR}/bin/augur-worker")
    if(EXISTS "${prefix}/bin/augur-worker")
      fail("augur-worker installed to bin; it belongs in libexec/augur")
    endif()
    execute_process(COMMAND ${cleanenv} "${prefix}/libexec/augur/augur-worker" --version
                    OUTPUT_VARIABLE out OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc)
    # The version, then the file-system boundary the worker can have (docs/hardening.md).
    string(REPLACE "." "\\." version_re "${VERSION}")
    if(NOT rc EQUAL 0 OR NOT out MATCHES "^augur-worker ${version_re}\nfile-system boundary: ")
      fail("libexec/augur/augur-worker --version printed '${out}' (exit ${rc})")
    endif()
  endif()

  # The GUI answers --version and --help without a display.
  if(WITH_GUI)
    execute_process(COMMAND ${cleanenv} "${prefix}/bin/augur" --version
                    OUTPUT_VARIABLE out OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_VARIABLE err RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0 OR NOT out STREQUAL "augur ${VERSION}")
      fail("augur --version printed '${out}' (exit ${rc}) ${err}")
    endif()
    execute_process(COMMAND ${cleanenv} "${prefix}/bin/augur" --help
                    OUTPUT_VARIABLE out RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0 OR NOT out MATCHES "--screenshot")
      fail("augur --help failed (exit ${rc}) or lacks --screenshot")
    endif()
    find_program(DFV desktop-file-validate)
    if(DFV)
      execute_process(COMMAND ${DFV} "${prefix}/share/applications/augur.desktop"
                      OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
      if(NOT rc EQUAL 0 OR NOT "${out}${err}" STREQUAL "")
        fail("desktop-file-validate: ${out}${err}")
      endif()
    else()
      message(STATUS "desktop-file-validate not installed: .desktop file not validated")
    endif()
  endif()

  # augur-cli run on the embedded default session, from the installed data.
  set(run "${prefix}/bin/augur-cli" run --no-session --max-measurements 12 --seed 7 --replay-delay-ms 0 -q)
  set(hidden FALSE)
  string(FIND "${tmp}/" "${SOURCE_DIR}/" inside)
  find_program(UNSHARE unshare)
  if(UNSHARE AND NOT inside EQUAL 0)
    execute_process(COMMAND ${UNSHARE} --user --map-root-user --mount true RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
    if(rc EQUAL 0)
      set(hidden TRUE)
      set(run ${UNSHARE} --user --map-root-user --mount sh -c "mount -t tmpfs none \"$0\" && exec \"$@\"" "${SOURCE_DIR}" ${run})
    endif()
  endif()
  execute_process(COMMAND ${cleanenv} ${run} WORKING_DIRECTORY "${tmp}/cwd"
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    fail("augur-cli run (source tree hidden: ${hidden}) exited ${rc}: ${err}")
  endif()
  string(JSON dataset ERROR_VARIABLE jerr GET "${out}" dataset)
  string(JSON measured ERROR_VARIABLE jerr2 GET "${out}" measured)
  string(JSON best ERROR_VARIABLE jerr3 GET "${out}" best_measured_speedup)
  if(jerr OR jerr2 OR jerr3)
    fail("augur-cli run printed no summary: ${out}")
  endif()
  string(FIND "${dataset}" "${prefix}/share/augur/" at)
  if(NOT at EQUAL 0)
    fail("augur-cli run replayed ${dataset}, not the installed data under ${prefix}/share/augur")
  endif()
  if(NOT measured GREATER 0 OR NOT best GREATER 1)
    fail("augur-cli run measured ${measured} candidates, best speedup ${best}; expected > 0 and > 1")
  endif()
  message(STATUS "installed augur-cli ${VERSION}: ${measured} measured, best speedup ${best}, "
                 "dataset ${dataset}, source tree hidden: ${hidden}")
endforeach()

file(REMOVE_RECURSE "${tmp}")
if(failure)
  message(FATAL_ERROR "packaging test: ${failure}")
endif()
