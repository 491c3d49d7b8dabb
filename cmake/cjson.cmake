# cJSON (Debian's source package cjson, 1.7.15) is the app's JSON parser, natively and in the
# browser alike: the same fetched cJSON.c is compiled into both builds (src/json/CMakeLists.txt),
# so both read JSON the same way. The project only parses with it (src/json/value.h); all JSON is
# written by the project's own code, so cJSON's printer, with its sprintf of doubles, is never
# linked. The file is compiled from a changed copy (cmake/changed_copy.cmake):
# - parse_number() takes only JSON's own number grammar (cJSON's accepts "01", "1." or "-1e"
#   as far as strtod reads them), keeps the number's text in the item's valuestring (cJSON_Delete
#   frees it), so the project reads integers exactly and writes a number back as it came, and turns
#   it into a double with flagfall::json::number_value (src/json/number_text.h) instead of the C
#   library's strtod: the C library's floating-point text code stays out of the page;
# - parse_hex4() gives a code past U+10FFFF, which its callers refuse, for a \u escape without
#   four hex digits: cJSON read "\under" as "\u0000" (nlohmann/json refused it, as JSON does);
# - parse_string() keeps a string's length in the item's valueint, so a "\u0000" in a string
#   value does not cut it short (its valuestring is a C string);
# - parse_object() stops at a comma with nothing after it (Debian's 0002-Fix-heap-buffer-overflow
#   patch, upstream's fix for its issue 800, which the upstream tarball used here lacks).
include(${CMAKE_CURRENT_LIST_DIR}/fetch_debian_source.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/changed_copy.cmake)
set(FLAGFALL_CJSON_SOURCE ${FLAGFALL_DEPS_DIR}/src/cJSON-1.7.15)
flagfall_fetch_debian_source(cjson "cjson_1.7.15*.orig.tar.gz" ${FLAGFALL_CJSON_SOURCE} cJSON.c)
flagfall_changed_copy(${FLAGFALL_CJSON_SOURCE} cJSON.c
  [==[/* Parse the input text to generate a number, and populate the result into item. */
static cJSON_bool parse_number(cJSON * const item, parse_buffer * const input_buffer)
{
    double number = 0;
    unsigned char *after_end = NULL;
    unsigned char number_c_string[64];
    unsigned char decimal_point = get_decimal_point();
    size_t i = 0;

    if ((input_buffer == NULL) || (input_buffer->content == NULL))
    {
        return false;
    }

    /* copy the number into a temporary buffer and replace '.' with the decimal point
     * of the current locale (for strtod)
     * This also takes care of '\0' not necessarily being available for marking the end of the input */
    for (i = 0; (i < (sizeof(number_c_string) - 1)) && can_access_at_index(input_buffer, i); i++)
    {
        switch (buffer_at_offset(input_buffer)[i])
        {
            case '0':
            case '1':
            case '2':
            case '3':
            case '4':
            case '5':
            case '6':
            case '7':
            case '8':
            case '9':
            case '+':
            case '-':
            case 'e':
            case 'E':
                number_c_string[i] = buffer_at_offset(input_buffer)[i];
                break;

            case '.':
                number_c_string[i] = decimal_point;
                break;

            default:
                goto loop_end;
        }
    }
loop_end:
    number_c_string[i] = '\0';

    number = strtod((const char*)number_c_string, (char**)&after_end);
    if (number_c_string == after_end)
    {
        return false; /* parse_error */
    }

    item->valuedouble = number;

    /* use saturation in case of overflow */
    if (number >= INT_MAX)
    {
        item->valueint = INT_MAX;
    }
    else if (number <= (double)INT_MIN)
    {
        item->valueint = INT_MIN;
    }
    else
    {
        item->valueint = (int)number;
    }

    item->type = cJSON_Number;

    input_buffer->offset += (size_t)(after_end - number_c_string);
    return true;
}]==]
  [==[/* Flagfall: src/json/number_text.cpp, the project's number_value in place of strtod */
double flagfall_json_number_value(const char *text, char **end);

/* Flagfall: the length of the JSON number (RFC 8259's grammar) at the buffer's offset, or 0 */
static size_t flagfall_number_length(const parse_buffer * const input_buffer)
{
    size_t length = 0;
    size_t digits = 0;
#define FLAGFALL_AT(k) (can_access_at_index(input_buffer, (k)) ? buffer_at_offset(input_buffer)[(k)] : 0)
#define FLAGFALL_DIGIT(k) ((FLAGFALL_AT(k) >= '0') && (FLAGFALL_AT(k) <= '9'))
    if (FLAGFALL_AT(length) == '-') length++;
    if (FLAGFALL_AT(length) == '0')
    {
        length++;
    }
    else
    {
        for (digits = 0; FLAGFALL_DIGIT(length); digits++) length++;
        if (digits == 0) return 0;
    }
    if (FLAGFALL_AT(length) == '.')
    {
        length++;
        for (digits = 0; FLAGFALL_DIGIT(length); digits++) length++;
        if (digits == 0) return 0;
    }
    if ((FLAGFALL_AT(length) == 'e') || (FLAGFALL_AT(length) == 'E'))
    {
        length++;
        if ((FLAGFALL_AT(length) == '+') || (FLAGFALL_AT(length) == '-')) length++;
        for (digits = 0; FLAGFALL_DIGIT(length); digits++) length++;
        if (digits == 0) return 0;
    }
#undef FLAGFALL_DIGIT
#undef FLAGFALL_AT
    return length;
}

/* Parse the input text to generate a number, and populate the result into item.
   Flagfall: JSON's grammar only, its text kept in valuestring (freed by cJSON_Delete), no strtod */
static cJSON_bool parse_number(cJSON * const item, parse_buffer * const input_buffer)
{
    double number = 0;
    char *after_end = NULL;
    char *number_text = NULL;
    size_t length = 0;

    if ((input_buffer == NULL) || (input_buffer->content == NULL))
    {
        return false;
    }
    length = flagfall_number_length(input_buffer);
    if (length == 0)
    {
        return false; /* parse_error */
    }
    number_text = (char*)input_buffer->hooks.allocate(length + 1);
    if (number_text == NULL)
    {
        return false; /* allocation failure */
    }
    memcpy(number_text, buffer_at_offset(input_buffer), length);
    number_text[length] = '\0';
    number = flagfall_json_number_value(number_text, &after_end);
    (void)after_end;
    item->valuestring = number_text;
    item->valuedouble = number;

    /* use saturation in case of overflow */
    if (number >= INT_MAX)
    {
        item->valueint = INT_MAX;
    }
    else if (number <= (double)INT_MIN)
    {
        item->valueint = INT_MIN;
    }
    else
    {
        item->valueint = (int)number;
    }

    item->type = cJSON_Number;

    input_buffer->offset += length;
    return true;
}]==]
  "parse_number()"
  [==[            current_item = new_item;
        }

        /* parse the name of the child */]==]
  [==[            current_item = new_item;
        }

        if (cannot_access_at_index(input_buffer, 1))
        {
            goto fail; /* nothing comes after the comma */
        }

        /* parse the name of the child */]==]
  "the comma's check in parse_object() (Debian's heap buffer overflow fix)"
  [==[        else /* invalid */
        {
            return 0;
        }]==]
  [==[        else /* invalid */
        {
            return 0xFFFFFFFF; /* Flagfall: past U+10FFFF, refused by its callers */
        }]==]
  "the bad digit's result in parse_hex4()"
  [==[    item->type = cJSON_String;
    item->valuestring = (char*)output;
]==]
  [==[    item->type = cJSON_String;
    item->valuestring = (char*)output;
    item->valueint = (int)(output_pointer - output); /* Flagfall: its length, a \u0000 counted */
]==]
  "the string's end in parse_string()")
# get_decimal_point() is left unused by the copy's parse_number().
# The copy's number_value comes with it, from project code (src/json/cjson_number_value.cpp).
add_library(cjson STATIC ${CMAKE_BINARY_DIR}/changed/cJSON-1.7.15/cJSON.c
                         ${CMAKE_SOURCE_DIR}/src/json/cjson_number_value.cpp)
target_include_directories(cjson SYSTEM PUBLIC ${FLAGFALL_CJSON_SOURCE})
target_include_directories(cjson PRIVATE ${CMAKE_SOURCE_DIR}/src)
set_source_files_properties(${CMAKE_BINARY_DIR}/changed/cJSON-1.7.15/cJSON.c PROPERTIES
                            COMPILE_OPTIONS -Wno-unused-function)
set_source_files_properties(${CMAKE_SOURCE_DIR}/src/json/cjson_number_value.cpp PROPERTIES
                            COMPILE_OPTIONS "-Wall;-Wextra;-Werror")
set_target_properties(cjson PROPERTIES UNITY_BUILD OFF)
if(FLAGFALL_FUZZ)
  # The fuzz targets read hostile input through it: instrumented as the project's own code is.
  target_compile_options(cjson PRIVATE -fsanitize=fuzzer-no-link,address,undefined)
endif()
