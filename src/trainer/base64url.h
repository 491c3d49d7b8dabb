#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace flagfall::trainer {

// Base64url (RFC 4648 section 5): A-Z a-z 0-9 - _, written without padding, so the text can
// stand in a URL fragment as it is.
inline constexpr std::string_view kBase64UrlAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

std::string base64url_encode(std::string_view bytes);

// The bytes, or nullopt for text that is not base64url: a character outside the alphabet, a
// length no encoding has (4n+1), or '=' padding anywhere but at the end.
std::optional<std::string> base64url_decode(std::string_view text);

}  // namespace flagfall::trainer
