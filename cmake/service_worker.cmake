# Writes the site's service worker: web/service-worker.js with this build's version and the list
# of every file it keeps on the device, each with its SHA-256 and size (the About sheet says how
# much is kept). The version is a hash of all the
# files (their paths and contents), so any change to any file is a new version and nothing else
# is. Run by the browser build after the site is complete (src/platform/CMakeLists.txt), and by
# the browser tests on a copy of the site to make "a rebuilt site":
#   cmake -DSITE_DIR=build/wasm/site -DTEMPLATE=web/service-worker.js -P cmake/service_worker.cmake
cmake_minimum_required(VERSION 3.20)
foreach(required SITE_DIR TEMPLATE)
  if(NOT DEFINED ${required})
    message(FATAL_ERROR "service_worker.cmake needs -D${required}=...")
  endif()
endforeach()
set(worker_name service-worker.js)

file(GLOB_RECURSE files LIST_DIRECTORIES false RELATIVE ${SITE_DIR} ${SITE_DIR}/*)
list(REMOVE_ITEM files ${worker_name})
list(SORT files)
set(listing "")
set(entries "")
foreach(file IN LISTS files)
  file(SHA256 ${SITE_DIR}/${file} hash)
  file(SIZE ${SITE_DIR}/${file} size)
  string(APPEND listing "${file} ${hash}\n")
  if(entries)
    string(APPEND entries ",\n")
  endif()
  string(APPEND entries "  { \"url\": \"${file}\", \"sha256\": \"${hash}\", \"size\": ${size} }")
endforeach()
string(SHA256 version "${listing}")
string(SUBSTRING ${version} 0 16 version)

file(READ ${TEMPLATE} worker)
string(REPLACE "@FLAGFALL_VERSION@" "${version}" worker "${worker}")
string(REPLACE "@FLAGFALL_FILES@" "[\n${entries}\n]" worker "${worker}")
set(output ${SITE_DIR}/${worker_name})
if(EXISTS ${output})
  file(READ ${output} previous)
endif()
if(NOT "${worker}" STREQUAL "${previous}")
  file(WRITE ${output} "${worker}")
else()
  file(TOUCH_NOCREATE ${output})  # up to date for the build, the same bytes for the browser
endif()
list(LENGTH files count)
message(STATUS "Service worker: version ${version}, ${count} files kept offline")
