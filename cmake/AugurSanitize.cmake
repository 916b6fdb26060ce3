# Sanitised builds: AUGUR_SANITIZE lists the sanitisers to build every target with, e.g.
#   cmake -B build-asan -DAUGUR_SANITIZE=address,undefined
# Empty (the default) builds without. tools/sanitize.sh configures such a build and runs the
# core, gpu and ui suites in it (docs/testing.md).
#
# Every finding stops the program: -fno-sanitize-recover turns UndefinedBehaviorSanitizer's
# reports into errors (AddressSanitizer always stops), so a test cannot pass over one.
# Frame pointers are kept so that the reports' stacks are whole at -O1.
set(AUGUR_SANITIZE "" CACHE STRING "Sanitisers to build with, comma-separated (address,undefined); empty for none")
if(AUGUR_SANITIZE)
  set(augur_sanitize_flags -fsanitize=${AUGUR_SANITIZE} -fno-omit-frame-pointer)
  if(AUGUR_SANITIZE MATCHES "undefined")
    list(APPEND augur_sanitize_flags -fno-sanitize-recover=undefined)
  endif()
  add_compile_options(${augur_sanitize_flags})
  add_link_options(-fsanitize=${AUGUR_SANITIZE})
  message(STATUS "Sanitisers: ${AUGUR_SANITIZE}")
endif()
add_feature_info(Sanitizers AUGUR_SANITIZE "instrumented build (${AUGUR_SANITIZE})")
