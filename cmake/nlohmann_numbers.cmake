# nlohmann/json (Debian's nlohmann-json3-dev) is compiled, natively and in the browser build alike,
# with two of its headers taken from changed copies in the build tree (cmake/changed_copy.cmake),
# found before the package's own through an include folder ahead of it:
# - its lexer turns a number with a fraction or an exponent into a double with
#   flagfall::json::number_value (src/json/number_text.h) instead of the C library's strtod;
# - its lexer's and serializer's escapes of control characters are written digit by digit
#   instead of through snprintf.
# Together they keep the C library's floating-point text code (strtod's and printf's, with their
# 128-bit long double arithmetic on WebAssembly) out of the page: about 9 KB gzip of app.wasm.
# Nothing the app reads has a fraction it relies on (src/json/number_text.h).
if(EMSCRIPTEN)
  set(FLAGFALL_NLOHMANN_ROOT ${FLAGFALL_WASM_INCLUDE}/nlohmann)
else()
  find_path(FLAGFALL_NLOHMANN_INCLUDE nlohmann/json.hpp REQUIRED)
  set(FLAGFALL_NLOHMANN_ROOT ${FLAGFALL_NLOHMANN_INCLUDE}/nlohmann)
endif()
include(${CMAKE_CURRENT_LIST_DIR}/changed_copy.cmake)
set(hex "\"0123456789ABCDEF\"")
flagfall_changed_copy(${FLAGFALL_NLOHMANN_ROOT} detail/input/lexer.hpp
  "#include <vector> // vector\n"
  "#include <vector> // vector\n#include \"${CMAKE_SOURCE_DIR}/src/json/number_text.h\"  // Flagfall\n"
  "the lexer's includes"
  "        f = std::strtod(str, endptr);"
  "        f = ::flagfall::json::number_value(str, endptr);  // Flagfall: no strtod"
  "the double's conversion in lexer::strtof()"
  "static_cast<void>((std::snprintf)(cs.data(), cs.size(), \"<U+%.4X>\", static_cast<unsigned char>(c)));"
  "const auto byte = static_cast<unsigned char>(c);  // Flagfall: no snprintf\n                cs = {{'<', 'U', '+', '0', '0', ${hex}[byte >> 4], ${hex}[byte & 15], '>', 0}};"
  "the escape of a control character in lexer::get_token_string()")
set(hex "\"0123456789abcdef\"")
flagfall_changed_copy(${FLAGFALL_NLOHMANN_ROOT} detail/output/serializer.hpp
  "static_cast<void>((std::snprintf)(string_buffer.data() + bytes, 7, \"\\\\u%04x\",\n                                                                      static_cast<std::uint16_t>(codepoint)));"
  "write_u_escape(string_buffer.data() + bytes, static_cast<std::uint16_t>(codepoint));  // Flagfall: no snprintf"
  "the escape of a control character in serializer::dump_escaped()"
  "static_cast<void>((std::snprintf)(string_buffer.data() + bytes, 13, \"\\\\u%04x\\\\u%04x\",\n                                                                      static_cast<std::uint16_t>(0xD7C0u + (codepoint >> 10u)),\n                                                                      static_cast<std::uint16_t>(0xDC00u + (codepoint & 0x3FFu))));"
  "write_u_escape(string_buffer.data() + bytes, static_cast<std::uint16_t>(0xD7C0u + (codepoint >> 10u)));  // Flagfall: no snprintf\n                                    write_u_escape(string_buffer.data() + bytes + 6, static_cast<std::uint16_t>(0xDC00u + (codepoint & 0x3FFu)));"
  "the escape of a pair of surrogates in serializer::dump_escaped()"
  "  private:\n    /*!\n    @brief count digits"
  "  private:\n    // Flagfall: \\uXXXX at `out`, six characters\n    static void write_u_escape(char* out, std::uint16_t unit)\n    {\n        out[0] = '\\\\';\n        out[1] = 'u';\n        for (int i = 0; i < 4; ++i)\n        {\n            out[2 + i] = ${hex}[(unit >> (12 - 4 * i)) & 15];\n        }\n    }\n\n    /*!\n    @brief count digits"
  "the serializer's private part")
