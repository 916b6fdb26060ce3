#include "core/llm/client/LlmSse.h"

namespace augur {

std::vector<LlmSseEvent> LlmSseParser::feed(std::string_view bytes) {
    std::vector<LlmSseEvent> out;
    for (char ch : bytes) {
        if (sawCr_) {
            sawCr_ = false;
            if (ch == '\n') continue; // the LF of a CRLF
        }
        if (ch == '\r' || ch == '\n') {
            sawCr_ = ch == '\r';
            line(line_, out);
            line_.clear();
            continue;
        }
        line_.push_back(ch);
        if (!started_ && line_.size() == 3) {
            // A UTF-8 byte-order mark may open the stream (and arrive in pieces).
            started_ = true;
            if (line_ == "\xEF\xBB\xBF") line_.clear();
        }
    }
    return out;
}

std::vector<LlmSseEvent> LlmSseParser::finish() {
    std::vector<LlmSseEvent> out;
    if (!line_.empty()) {
        line(line_, out);
        line_.clear();
    }
    line("", out);
    return out;
}

void LlmSseParser::line(std::string_view l, std::vector<LlmSseEvent>& out) {
    started_ = true;
    if (l.empty()) {
        if (haveData_) out.push_back({event_.empty() ? "message" : event_, data_});
        event_.clear();
        data_.clear();
        haveData_ = false;
        return;
    }
    if (l.front() == ':') return; // comment (keep-alive)
    std::string_view field = l, value;
    if (auto colon = l.find(':'); colon != std::string_view::npos) {
        field = l.substr(0, colon);
        value = l.substr(colon + 1);
        if (!value.empty() && value.front() == ' ') value.remove_prefix(1);
    }
    if (field == "data") {
        if (haveData_) data_.push_back('\n');
        data_.append(value);
        haveData_ = true;
    } else if (field == "event") {
        event_ = std::string(value);
    }
}

} // namespace augur
