#pragma once
// A student's finished class set as it travels back to the coach (issue 41, point 1), as JSON:
// {"format":"flagfall-class-result","version":1,"student","set","title","answers":[{"chosen",
// "right"}...],"taken_ms","finished_at"}. A link or a file carries it. What comes in is someone
// else's data: size-limited, read field by field, and refused with a message that names the field
// and what is wrong with it.
#include <cstddef>
#include <string>
#include <string_view>

#include "clock/result.h"
#include "trainer/class_results.h"

namespace flagfall::trainer {

inline constexpr std::size_t kMaxClassResultBytes = 16 * 1024;
inline constexpr std::size_t kMaxStudentNameBytes = 80;

// Compact JSON; parse_class_result reads it back to the same result. A result kept on the
// student's own phone (trainer::Progress) may have no name yet: `named` false allows that.
std::string class_result_json(const StudentResult& result);
clock::Result<StudentResult, std::string> parse_class_result(std::string_view text,
                                                             bool named = true);

// Whether a file's text is a student's result (its "format"), to send it to the coach's classes.
bool is_class_result(std::string_view text);

// The link's fragment ("#result=" and the JSON in base64url) and the file
// ("flagfall-result-<name>.json"); refused (with the reason) when over the share limits.
inline constexpr std::string_view kClassResultKey = "result=";
clock::Result<ShareLink, std::string> class_result_link(const StudentResult& result);
clock::Result<ShareFile, std::string> class_result_file(const StudentResult& result);
// The result a "#result=" fragment carries, read as parse_class_result reads it.
clock::Result<StudentResult, std::string> class_result_from_link(std::string_view fragment);

}  // namespace flagfall::trainer
