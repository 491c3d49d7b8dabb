# flagfall_fetch_debian_source(): a Debian source package's upstream tarball, fetched at configure
# time into .deps/ (ignored by git, reused by every later build) and unpacked there. Used by the
# browser build (cmake/debian_sources.cmake) and by both builds for cJSON (cmake/cjson.cmake).
# scripts/setup.sh makes sure the deb-src entry and dpkg-dev exist.
include_guard(GLOBAL)
set(FLAGFALL_DEPS_DIR ${CMAKE_SOURCE_DIR}/.deps CACHE PATH "Fetched and built third-party code")

# flagfall_fetch_debian_source(PACKAGE TARBALL_GLOB UNPACKED_DIR CHECK_FILE)
function(flagfall_fetch_debian_source package tarball_glob unpacked_dir check_file)
  if(EXISTS ${unpacked_dir}/${check_file})
    return()
  endif()
  # Several builds may share one .deps (FLAGFALL_DEPS_DIR): one fetches, the others wait for it.
  file(MAKE_DIRECTORY ${FLAGFALL_DEPS_DIR})
  file(LOCK ${FLAGFALL_DEPS_DIR}/fetch-${package}.lock GUARD FUNCTION TIMEOUT 1800)
  if(EXISTS ${unpacked_dir}/${check_file})
    return()
  endif()
  set(downloads ${FLAGFALL_DEPS_DIR}/downloads)
  file(MAKE_DIRECTORY ${downloads} ${FLAGFALL_DEPS_DIR}/src)
  file(GLOB tarball ${downloads}/${tarball_glob})
  if(NOT tarball)
    message(STATUS "Fetching Debian source package ${package}")
    execute_process(COMMAND apt-get source --download-only ${package}
                    WORKING_DIRECTORY ${downloads} RESULT_VARIABLE result OUTPUT_QUIET)
    file(GLOB tarball ${downloads}/${tarball_glob})
    # Only the upstream tarball is used: a mirror missing the Debian packaging files (apt-get
    # then fails) does not matter once the tarball is here.
    if(NOT result EQUAL 0 AND tarball)
      message(STATUS "apt-get source ${package}: the upstream tarball came, the rest did not")
    endif()
    if(NOT tarball)
      message(FATAL_ERROR "Could not fetch the Debian source package '${package}'. "
                          "Run scripts/setup.sh first (it adds the deb-src entry).")
    endif()
  endif()
  set(staging ${FLAGFALL_DEPS_DIR}/src/unpack-${package})
  file(REMOVE_RECURSE ${staging} ${unpacked_dir})
  file(MAKE_DIRECTORY ${staging})
  file(ARCHIVE_EXTRACT INPUT ${tarball} DESTINATION ${staging})
  file(GLOB top ${staging}/*)
  file(RENAME ${top} ${unpacked_dir})
  file(REMOVE_RECURSE ${staging})
endfunction()
