#pragma once
#include <stdexcept>
#include <string>

namespace augur {

/// Malformed outside input (problem, dataset, session file, LLM reply). what() is one
/// line: "FILE: FIELD: message". Command-line tools exit with code 2 on it.
class InputError : public std::runtime_error {
public:
    InputError(std::string file, std::string field, const std::string& message)
        : std::runtime_error(file + ": " + field + ": " + message), file_(std::move(file)), field_(std::move(field)),
          reason_(message) {}
    const std::string& file() const { return file_; }
    const std::string& field() const { return field_; }
    /// The message without file and field.
    const std::string& reason() const { return reason_; }

private:
    std::string file_;
    std::string field_;
    std::string reason_;
};

} // namespace augur
