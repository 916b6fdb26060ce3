#include "core/model/CandidateCost.h"

#include "core/kernel/MeasurementPhases.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace augur {

using nlohmann::json;

CandidateCost costOf(const Candidate& c) {
    CandidateCost k;
    if (c.measurement && !c.rejection && c.origin != Origin::Reference) {
        // A failed record without phases keeps no times (a session file stores none for it).
        if (auto ph = MeasurementPhases::of(c.measurement->report))
            k.gpuS = ph->totalMs / 1000.0;
        else if (c.measurement->ok())
            k.gpuS = (c.measurement->referenceMs + c.measurement->candidateMs) * std::max(1, c.measurement->samples) /
                1000.0;
    }
    if (c.launchesJson.find("\"cost\"") != std::string::npos) {
        const json plan = json::parse(c.launchesJson, nullptr, false);
        if (plan.is_object() && plan.contains("cost") && plan["cost"].is_object()) {
            const json& cj = plan["cost"];
            k.llmRequests = cj.value("requests", 0);
            k.promptTokens = cj.value("prompt_tokens", 0LL);
            k.completionTokens = cj.value("completion_tokens", 0LL);
        }
    }
    return k;
}

json toJson(const CandidateCost& k) {
    return {{"gpu_s", k.gpuS},
            {"llm_requests", k.llmRequests},
            {"prompt_tokens", k.promptTokens},
            {"completion_tokens", k.completionTokens}};
}

} // namespace augur
