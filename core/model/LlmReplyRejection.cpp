#include "core/model/LlmReplyRejection.h"
#include "core/base/CoreMessage.h"
#include "core/base/BoundedJson.h"

#include <nlohmann/json.hpp>

namespace augur {

using json = nlohmann::json;

std::shared_ptr<const ReplyRejection> LlmReplyRejection::make(const std::string& reason, const std::string& rawReply) {
    constexpr std::size_t kMax = 256 * 1024;
    return std::make_shared<const ReplyRejection>(
        ReplyRejection{reason, rawReply.size() > kMax ? rawReply.substr(0, kMax) : rawReply});
}

std::string LlmReplyRejection::planJson(const ReplyRejection& rejection) {
    // dump() with replacement keeps invalid UTF-8 from a broken stream from throwing.
    json j{{"rejected", rejection.reason}, {"reply", rejection.reply}};
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::shared_ptr<const ReplyRejection> LlmReplyRejection::fromPlanJson(const std::string& launchesJson) {
    // Cheap test first: launch plans are read for every candidate of a session.
    if (launchesJson.rfind("{\"rejected\":", 0) != 0) return nullptr;
    const json j = parseBoundedOrDiscarded(launchesJson);
    ReplyRejection r{coreText(MessageId::ReplyNoSchema), {}};
    if (j.is_object()) {
        if (auto it = j.find("rejected"); it != j.end() && it->is_string()) r.reason = it->get<std::string>();
        if (auto it = j.find("reply"); it != j.end() && it->is_string()) r.reply = it->get<std::string>();
    }
    return std::make_shared<const ReplyRejection>(std::move(r));
}

std::string LlmReplyRejection::storedLaunches(const Candidate& c) {
    return c.rejection ? planJson(*c.rejection) : c.launchesJson;
}

void LlmReplyRejection::readStoredLaunches(Candidate& c, std::string launchesJson) {
    if ((c.rejection = fromPlanJson(launchesJson)))
        c.launchesJson.clear();
    else
        c.launchesJson = std::move(launchesJson);
}

std::optional<std::string> LlmReplyRejection::reason(const Candidate& c) {
    if (!c.rejection) return std::nullopt;
    return c.rejection->reason;
}

Measurement LlmReplyRejection::failedMeasurement(const ReplyRejection& rejection, const std::string& backend) {
    Measurement m;
    m.status = MeasurementStatus::Invalid;
    m.failureReason = coreText(MessageId::ReplyUnusable, {rejection.reason});
    m.backend = backend;
    return m;
}

Forecast LlmReplyRejection::abstention(const ReplyRejection& rejection, const std::string& surrogate) {
    Forecast f = Forecast::failure(coreText(MessageId::ReplyNotForecast, {rejection.reason}));
    f.surrogate = surrogate;
    return f;
}

} // namespace augur
