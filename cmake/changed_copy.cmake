# A few third-party files are compiled from copies in the build tree with a line changed, to leave
# out code the app never reaches but the linker cannot see is unused, or work the app never needs;
# the fetched source itself is never changed. flagfall_changed_copy(ROOT FILE FROM TO WHAT
# [FROM TO WHAT]...) writes ROOT/FILE with each FROM replaced by its TO to
# ${CMAKE_BINARY_DIR}/changed/<ROOT's folder name>/FILE, and stops the build when a FROM
# (described by its WHAT) is no longer in the source.
function(flagfall_changed_copy root name)
  get_filename_component(package ${root} NAME)
  set(copy ${CMAKE_BINARY_DIR}/changed/${package}/${name})
  file(READ ${root}/${name} changed)
  # Each change is read through ARGV<n>, not as a list: the C code holds semicolons.
  math(EXPR remainder "(${ARGC} - 2) % 3")
  if(ARGC LESS 5 OR NOT remainder EQUAL 0)
    message(FATAL_ERROR "flagfall_changed_copy(${name}): give FROM TO WHAT, once or more")
  endif()
  math(EXPR last "${ARGC} - 1")
  foreach(i RANGE 2 ${last} 3)
    math(EXPR j "${i} + 1")
    math(EXPR k "${i} + 2")
    string(REPLACE "${ARGV${i}}" "${ARGV${j}}" next "${changed}")
    if(next STREQUAL changed)
      message(FATAL_ERROR "${root}/${name}: ${ARGV${k}} was not found")
    endif()
    set(changed "${next}")
  endforeach()
  set(written "")
  if(EXISTS ${copy})
    file(READ ${copy} written)
  endif()
  if(NOT written STREQUAL changed)
    file(WRITE ${copy} "${changed}")
  endif()
endfunction()
