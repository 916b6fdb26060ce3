# The format check: run as
#   cmake -DSOURCE_DIR=<project root> -DCLANG_FORMAT=<clang-format> -P CheckFormat.cmake
# Every C++ source of the project must be formatted as .clang-format says; the failure
# names each file that is not. Fix with: clang-format -i FILE...
file(GLOB_RECURSE sources
     ${SOURCE_DIR}/core/*.cpp ${SOURCE_DIR}/core/*.h ${SOURCE_DIR}/gpu/*.cpp ${SOURCE_DIR}/gpu/*.h
     ${SOURCE_DIR}/ui/*.cpp ${SOURCE_DIR}/ui/*.h ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h
     ${SOURCE_DIR}/tests/*.cpp ${SOURCE_DIR}/tests/*.h)
list(FILTER sources EXCLUDE REGEX "/tests/structure/fixture/")
set(bad "")
foreach(file IN LISTS sources)
  execute_process(COMMAND ${CLANG_FORMAT} --style=file --dry-run -Werror ${file}
                  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
  if(NOT rc EQUAL 0)
    file(RELATIVE_PATH rel ${SOURCE_DIR} ${file})
    list(APPEND bad ${rel})
  endif()
endforeach()
list(LENGTH sources total)
if(bad)
  list(LENGTH bad n)
  list(JOIN bad "\n  " text)
  message(FATAL_ERROR "${n} of ${total} files differ from .clang-format (clang-format -i FILE):\n  ${text}")
endif()
message(STATUS "format: ${total} files follow .clang-format")
