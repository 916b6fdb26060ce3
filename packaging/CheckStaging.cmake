# CPack pre-build script: stops the .deb build when the staged installation lacks
# something a release must have. The icons and man pages are generated only where
# rsvg-convert and help2man exist (packaging/release-packages.txt); without this check a
# package without them would be built silently.
set(root "${CPACK_TEMPORARY_INSTALL_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
set(expected bin/augur-cli share/man/man1/augur-cli.1.gz share/augur/datasets/h200/sgemm_f32_wide.json.gz)
if(CPACK_AUGUR_EXPECT_WORKER)
  list(APPEND expected libexec/augur/augur-worker)
endif()
if(CPACK_AUGUR_EXPECT_GUI)
  list(APPEND expected bin/augur share/man/man1/augur.1.gz share/applications/augur.desktop
       share/icons/hicolor/scalable/apps/augur.svg share/icons/hicolor/48x48/apps/augur.png)
endif()
set(missing)
foreach(f IN LISTS expected)
  if(NOT EXISTS "${root}/${f}")
    list(APPEND missing ${f})
  endif()
endforeach()
if(EXISTS "${root}/bin/augur-worker")
  list(APPEND missing "(bin/augur-worker must not be there: the worker belongs in libexec/augur)")
endif()
if(missing)
  message(FATAL_ERROR "augur package: ${root} lacks: ${missing}\n"
                      "Install the tools of packaging/release-packages.txt, then reconfigure and rebuild.")
endif()
