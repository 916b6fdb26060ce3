#include "core/EnergyReport.h"

#include <nlohmann/json.hpp>

namespace augur {

namespace {
using json = nlohmann::json;

double num(const json& j, const char* key) {
    auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<double>() : 0.0;
}

std::optional<EnergySample> sample(const json& e, const char* key) {
    auto it = e.find(key);
    if (it == e.end() || !it->is_object()) return std::nullopt;
    EnergySample s;
    s.joulesPerLaunch = num(*it, "j_per_launch");
    s.averagePowerW = num(*it, "avg_power_w");
    s.launches = static_cast<long long>(num(*it, "launches"));
    s.loopSeconds = num(*it, "loop_s");
    s.spreadPct = num(*it, "spread_pct");
    if (auto r = it->find("repeats_j_per_launch"); r != it->end() && r->is_array())
        for (const auto& v : *r)
            if (v.is_number()) s.repeatsJPerLaunch.push_back(v.get<double>());
    if (s.joulesPerLaunch <= 0) return std::nullopt;
    return s;
}
} // namespace

EnergyReport parseEnergyReport(const std::string& detailsJson) {
    EnergyReport r;
    if (detailsJson.empty()) return r;
    const json d = json::parse(detailsJson, nullptr, false);
    if (!d.is_object()) return r;
    auto e = d.find("energy");
    if (e == d.end() || !e->is_object()) return r;
    r.available = e->value("available", false);
    if (auto reason = e->find("reason"); reason != e->end() && reason->is_string()) r.reason = reason->get<std::string>();
    r.reference = sample(*e, "reference");
    r.candidate = sample(*e, "candidate");
    if (!r.candidate && !r.reference) r.available = false;
    return r;
}

} // namespace augur
