cmake_policy(SET CMP0057 NEW)
# The layering check: run as
#   cmake -DSOURCE_DIR=<project root> -DLAYER_MAP=<build>/layers.cmake -P CheckLayers.cmake
# LAYER_MAP (written by cmake/AugurLayers.cmake) gives, for every layer folder, the folders
# its library links. A source may include headers only from those folders, so an include
# that points up (or sideways) fails here even when it would happen to compile. It also
# fails on a source folder that is not a declared layer, on Qt in core/ or gpu/, on CUDA
# headers in ui/, on threads started in ui/ anywhere but ui/base/BackgroundTask (the one way
# ui/ runs work off the GUI thread), and on ui/ including the engine, the session store or
# the LLM client (it reaches them through core/session).
include(${LAYER_MAP})
set(failures "")
set(checked 0)

foreach(folder IN LISTS AUGUR_LAYER_FOLDERS)
  string(REPLACE "/" "_" target "augur_${folder}")
  set(allowed ${AUGUR_ALLOWED_${target}})
  file(GLOB files ${SOURCE_DIR}/${folder}/*.h ${SOURCE_DIR}/${folder}/*.cpp)
  foreach(file IN LISTS files)
    math(EXPR checked "${checked} + 1")
    file(RELATIVE_PATH rel ${SOURCE_DIR} ${file})
    if(folder MATCHES "^ui/" AND NOT rel MATCHES "^ui/base/BackgroundTask\\.")
      file(STRINGS ${file} threads REGEX "std::thread|std::async|std::jthread|QThread::create|QtConcurrent::run|moveToThread")
      foreach(line IN LISTS threads)
        string(STRIP "${line}" line)
        string(REPLACE ";" "," line "${line}")
        list(APPEND failures "${rel}: starts a thread (${line}), but ui/ runs background work through ui/base/BackgroundTask.h")
      endforeach()
    endif()
    file(STRINGS ${file} lines REGEX "^[ \t]*#[ \t]*include[ \t]*[\"<]")
    foreach(line IN LISTS lines)
      if(line MATCHES "^[ \t]*#[ \t]*include[ \t]*\"((core|gpu|ui|app)/[^\"]+)\"")
        set(header ${CMAKE_MATCH_1})
        get_filename_component(dir ${header} DIRECTORY)
        if(folder MATCHES "^ui/" AND header STREQUAL "core/engine/Engine.h")
          list(APPEND failures "${rel}: includes core/engine/Engine.h, but ui/ reaches the engine through core/session/LiveSession.h and the command/event seam")
        elseif(folder MATCHES "^ui/" AND (header MATCHES "^core/store/" OR header STREQUAL "core/llm/client/LlmClient.h"))
          list(APPEND failures "${rel}: includes ${header}, but ui/ reaches session files and LLM endpoints through core/session")
        elseif(NOT dir IN_LIST allowed)
          list(APPEND failures "${rel}: includes ${header}, but ${folder} does not link ${dir}")
        endif()
      elseif(folder MATCHES "^(core|gpu)" AND line MATCHES "#[ \t]*include[ \t]*<(Q[A-Za-z]*|Qsci/)")
        list(APPEND failures "${rel}: includes Qt (${line}), but core/ and gpu/ are Qt-free")
      elseif(folder MATCHES "^ui" AND line MATCHES "#[ \t]*include[ \t]*<(cuda|cupti|nvrtc|nvml)")
        list(APPEND failures "${rel}: includes CUDA (${line}), but ui/ never does")
      endif()
    endforeach()
  endforeach()
endforeach()

# Every folder holding sources under core/, gpu/, ui/ and app/ must be a declared layer.
file(GLOB_RECURSE all_sources RELATIVE ${SOURCE_DIR}
     ${SOURCE_DIR}/core/*.cpp ${SOURCE_DIR}/core/*.h ${SOURCE_DIR}/gpu/*.cpp ${SOURCE_DIR}/gpu/*.h
     ${SOURCE_DIR}/ui/*.cpp ${SOURCE_DIR}/ui/*.h ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h)
foreach(src IN LISTS all_sources)
  get_filename_component(dir ${src} DIRECTORY)
  if(NOT dir IN_LIST AUGUR_LAYER_FOLDERS)
    list(APPEND failures "${src}: folder ${dir} is not a declared layer (cmake/AugurLayers.cmake)")
  endif()
endforeach()

list(LENGTH AUGUR_LAYER_FOLDERS layer_count)
if(failures)
  list(LENGTH failures n)
  list(JOIN failures "\n  " text)
  message(FATAL_ERROR "${n} layering violations:\n  ${text}")
endif()
message(STATUS "layering: ${checked} files in ${layer_count} layer folders, no upward include")
