#pragma once
#include <stdexcept>
#include <string>

namespace augur {

/// The LLM endpoint gave no reply at all for a whole batch (server down, every attempt
/// refused or timed out, an authentication error, or cancellation). Thrown by the LLM
/// generator: the engine then stops with this error after committing everything, and
/// `augur-cli resume` continues the session once the server is back.
class LlmUnavailable : public std::runtime_error {
public:
    LlmUnavailable(const std::string& what, bool cancelled) : std::runtime_error(what), cancelled_(cancelled) {}
    /// True when the requests were cancelled (Ctrl-C, stop), not failed.
    bool cancelled() const { return cancelled_; }

private:
    bool cancelled_;
};

} // namespace augur
