# Writes the site's page: index.html with the size of every file the app waits for before it
# starts (the page's stylesheet, its scripts and what it preloads: app.wasm) in its
# "flagfall-first-load" meta, so a slow first visit shows how far their download has come
# (web/bootstrap.js). The sizes are the files' own bytes: a host may send them gzip-compressed,
# but the page counts what it reads, decompressed. Run by the browser build once those files are
# in the site (src/platform/CMakeLists.txt):
#   cmake -DSITE_DIR=build/wasm/site -DTEMPLATE=index.html -P cmake/first_load.cmake
cmake_minimum_required(VERSION 3.20)
foreach(required SITE_DIR TEMPLATE)
  if(NOT DEFINED ${required})
    message(FATAL_ERROR "first_load.cmake needs -D${required}=...")
  endif()
endforeach()

# The files are the page's own list: its stylesheet, its scripts and what it preloads.
file(READ ${TEMPLATE} page)
string(REGEX MATCHALL "<link rel=\"(stylesheet|preload)\" href=\"[^\"]+\"|<script [^>]*src=\"[^\"]+\""
       tags "${page}")
set(sizes "")
foreach(tag IN LISTS tags)
  string(REGEX REPLACE ".*(src|href)=\"([^\"]+)\"" "\\2" file "${tag}")
  file(SIZE ${SITE_DIR}/${file} size)
  string(APPEND sizes " ${file}:${size}")
endforeach()
string(STRIP "${sizes}" sizes)
string(REPLACE "@FLAGFALL_FIRST_LOAD@" "${sizes}" page "${page}")
set(output ${SITE_DIR}/index.html)
if(EXISTS ${output})
  file(READ ${output} previous)
endif()
if(NOT "${page}" STREQUAL "${previous}")
  file(WRITE ${output} "${page}")
else()
  file(TOUCH_NOCREATE ${output})
endif()
