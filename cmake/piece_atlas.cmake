# Puts the twelve piece SVGs of SVG_DIR side by side into one SVG, OUT: White's king, queen, rook,
# bishop, knight and pawn on the top row, Black's below, each in a 45x45 cell (the set's own
# size). src/ui/piece_atlas.h reads the atlas in this order. Usage:
#   cmake -DSVG_DIR=... -DOUT=... -P piece_atlas.cmake
set(order wk wq wr wb wn wp bk bq br bb bn bp)
set(cells "")
set(index 0)
foreach(name IN LISTS order)
  file(READ ${SVG_DIR}/${name}.svg text)
  string(REGEX REPLACE "<\\?xml[^>]*\\?>" "" text "${text}")
  string(REGEX REPLACE "<!DOCTYPE[^>]*>" "" text "${text}")
  # The content between the root <svg ...> and </svg>.
  string(REGEX MATCH "<svg[^>]*>" root "${text}")
  string(FIND "${text}" "${root}" start)
  string(LENGTH "${root}" root_length)
  math(EXPR start "${start} + ${root_length}")
  string(FIND "${text}" "</svg>" end REVERSE)
  math(EXPR length "${end} - ${start}")
  string(SUBSTRING "${text}" ${start} ${length} body)
  math(EXPR x "(${index} % 6) * 45")
  math(EXPR y "(${index} / 6) * 45")
  string(APPEND cells "<svg x=\"${x}\" y=\"${y}\" width=\"45\" height=\"45\" viewBox=\"0 0 45 45\">${body}</svg>\n")
  math(EXPR index "${index} + 1")
endforeach()
file(WRITE ${OUT} "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"270\" height=\"90\" viewBox=\"0 0 270 90\">\n${cells}</svg>\n")
