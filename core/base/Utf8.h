#pragma once
#include <string>

namespace augur {

/// `text` with every byte sequence that is not well-formed UTF-8 (RFC 3629: no overlong
/// forms, no surrogates, nothing above U+10FFFF) replaced by U+FFFD. Replies from a server
/// are outside input, and JSON serialisation refuses invalid UTF-8.
std::string validUtf8(const std::string& text);

} // namespace augur
