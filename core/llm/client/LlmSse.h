#pragma once
// Server-sent events framing (the WHATWG "text/event-stream" format) for streamed chat
// completions.
#include <string>
#include <string_view>
#include <vector>

namespace augur {

/// One dispatched event: its type ("message" unless an `event:` field said otherwise)
/// and its data (the `data:` lines joined with '\n').
struct LlmSseEvent {
    std::string event;
    std::string data;
};

/// Incremental SSE parser: feed() bytes as they arrive, in pieces of any size (a line
/// or a UTF-8 sequence may be split across calls); complete events are returned in
/// order. Handles LF, CRLF and CR line ends, comment lines (":" keep-alives), fields
/// without a value, and a leading byte-order mark. `id:` and `retry:` are ignored.
class LlmSseParser {
public:
    /// Parses `bytes` and returns the events completed by them (each ends at a blank line).
    std::vector<LlmSseEvent> feed(std::string_view bytes);
    /// Dispatches an event left without its closing blank line at the end of the stream
    /// (a server that closes right after its last `data:` line).
    std::vector<LlmSseEvent> finish();
    /// True when no partial line or event is buffered.
    bool idle() const { return line_.empty() && data_.empty() && !haveData_; }

private:
    void line(std::string_view l, std::vector<LlmSseEvent>& out);
    std::string line_;
    std::string event_;
    std::string data_;
    bool haveData_ = false;
    bool sawCr_ = false;
    bool started_ = false;
};

} // namespace augur
