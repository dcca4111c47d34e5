# cmake -DBINARY_DIR=build -DWORK_DIR=dir -DGUI=ON|OFF -P CheckPackage.cmake
# Builds the Debian package of BINARY_DIR with CPack, unpacks it into WORK_DIR/root with
# dpkg-deb -x (without dpkg-deb: installs the build with DESTDIR instead), and checks that every
# file a user needs is there and that the package depends on the Qt libraries it links.
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(root ${WORK_DIR}/root)

find_program(DPKG_DEB dpkg-deb)
if(DPKG_DEB)
  execute_process(COMMAND ${CMAKE_CPACK_COMMAND} -G DEB -B ${WORK_DIR}
                          --config ${BINARY_DIR}/CPackConfig.cmake
                  RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "cpack failed:\n${output}")
  endif()
  file(GLOB debs ${WORK_DIR}/jump61_*.deb)
  list(LENGTH debs count)
  if(NOT count EQUAL 1)
    message(FATAL_ERROR "expected one jump61_*.deb in ${WORK_DIR}, found: ${debs}")
  endif()
  execute_process(COMMAND ${DPKG_DEB} -x ${debs} ${root} RESULT_VARIABLE result)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "dpkg-deb -x ${debs} failed")
  endif()
  execute_process(COMMAND ${DPKG_DEB} -f ${debs} Depends OUTPUT_VARIABLE depends)
  message(STATUS "Depends: ${depends}")
  if(GUI AND NOT depends MATCHES "libqt6widgets6")
    message(FATAL_ERROR "the package does not depend on Qt's widgets: ${depends}")
  endif()
  if(NOT depends MATCHES "libstdc\\+\\+6")
    message(FATAL_ERROR "the package does not depend on the C++ runtime: ${depends}")
  endif()
else()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env DESTDIR=${root}
                          ${CMAKE_COMMAND} --install ${BINARY_DIR} --prefix /usr
                  RESULT_VARIABLE result)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install ${BINARY_DIR} failed")
  endif()
endif()

set(expected usr/bin/jump61 usr/share/man/man6/jump61.6)
if(GUI)
  list(APPEND expected
       usr/share/applications/jump61.desktop
       usr/share/metainfo/io.github.jump61.jump61.metainfo.xml
       usr/share/icons/hicolor/scalable/apps/jump61.svg)
  foreach(size 16 22 24 32 48 64 128 256)
    list(APPEND expected usr/share/icons/hicolor/${size}x${size}/apps/jump61.png)
  endforeach()
endif()
foreach(path ${expected})
  if(NOT EXISTS ${root}/${path})
    message(FATAL_ERROR "missing from the package: /${path}")
  endif()
endforeach()

# The installed program runs.
execute_process(COMMAND ${root}/usr/bin/jump61 --version OUTPUT_VARIABLE version
                RESULT_VARIABLE result)
if(NOT result EQUAL 0 OR NOT version MATCHES "jump61")
  message(FATAL_ERROR "the installed jump61 --version failed: ${version}")
endif()
message(STATUS "the package holds every expected file; ${version}")
