#include "core/LlmReplyRejection.h"

#include <nlohmann/json.hpp>

namespace augur {

using json = nlohmann::json;

std::string LlmReplyRejection::planJson(const std::string& reason, const std::string& rawReply) {
    constexpr std::size_t kMax = 256 * 1024;
    std::string raw = rawReply.size() > kMax ? rawReply.substr(0, kMax) : rawReply;
    // dump() with replacement keeps invalid UTF-8 from a broken stream from throwing.
    json j{{"rejected", reason}, {"reply", raw}};
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

bool LlmReplyRejection::isRejected(const Candidate& c) { return c.launchesJson.rfind("{\"rejected\":", 0) == 0; }

std::optional<std::string> LlmReplyRejection::reason(const Candidate& c) {
    if (!isRejected(c)) return std::nullopt;
    json j = json::parse(c.launchesJson, nullptr, false);
    if (j.is_object() && j.contains("rejected") && j["rejected"].is_string()) return j["rejected"].get<std::string>();
    return std::string("the reply did not follow the schema");
}

} // namespace augur
