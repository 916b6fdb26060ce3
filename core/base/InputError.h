#pragma once
#include <stdexcept>
#include <string>

namespace augur {

/// Malformed outside input (problem, dataset, session file, LLM reply). what() is one
/// line: "FILE: FIELD: message". Command-line tools exit with code 2 on it.
class InputError : public std::runtime_error {
public:
    /// A NUL in any part (a hostile key or value quoted into the message) is written as a
    /// backslash and a zero: what() is a C string, and the line would end at the NUL.
    InputError(std::string file, std::string field, const std::string& message)
        : std::runtime_error(visibleNul(file) + ": " + visibleNul(field) + ": " + visibleNul(message)),
          file_(std::move(file)), field_(std::move(field)), reason_(message) {}
    const std::string& file() const { return file_; }
    const std::string& field() const { return field_; }
    /// The message without file and field.
    const std::string& reason() const { return reason_; }

private:
    static std::string visibleNul(const std::string& s) {
        if (s.find('\0') == std::string::npos) return s;
        std::string out;
        for (const char c : s) c == '\0' ? out += "\\0" : out += c;
        return out;
    }

    std::string file_;
    std::string field_;
    std::string reason_;
};

} // namespace augur
