// The number reader of cJSON's changed copy (cmake/cjson.cmake): a JSON number's text as a double
// through number_value, so the C library's strtod stays out of the page.
#include "json/number_text.h"

extern "C" double flagfall_json_number_value(const char* text, char** end) {
  return flagfall::json::number_value(text, end);
}
