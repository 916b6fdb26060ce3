#include "core/llm/prompt/LlmPromptText.h"
#include "core/source/CandidateSourceView.h"
#include "core/base/BoundedJson.h"

#include "core/bins/BinScheme.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <sstream>

namespace augur {

using json = nlohmann::json;

namespace {
std::string fmt(double v, const char* f = "%.3f") {
    char b[64];
    std::snprintf(b, sizeof b, f, v);
    return b;
}

json launchJson(const LaunchSpec& l) {
    auto expr = [](const std::string& s) -> json {
        bool digits = !s.empty() && s.find_first_not_of("0123456789") == std::string::npos && s.size() < 10;
        return digits ? json(std::stoll(s)) : json(s);
    };
    json grid = json::array(), block = json::array();
    for (const auto& g : l.grid) grid.push_back(expr(g));
    for (const auto& b : l.block) block.push_back(expr(b));
    json out{{"kernel", l.kernel},
             {"grid", grid},
             {"block", block},
             {"shared_bytes", expr(l.sharedBytes)},
             {"args", l.args}};
    if (l.residentGrid != "0") out["resident_grid"] = expr(l.residentGrid);
    return out;
}

std::string firstLine(const std::string& s, std::size_t max = 160) {
    std::string l = s.substr(0, s.find('\n'));
    if (l.size() > max) l = l.substr(0, max) + "...";
    return l;
}
} // namespace

std::string LlmPromptText::binTable() {
    std::string out;
    for (int k = 1; k <= kBinCount; ++k)
        out += "bin " + std::to_string(k) + ": S in " + BinScheme::rangeText(k) + " - " + BinScheme::label(k) +
            (k < kBinCount ? "\n" : "");
    return out;
}

std::string LlmPromptText::launches(const std::vector<LaunchSpec>& plan) {
    if (plan.empty()) return "(none)";
    std::string out;
    for (const auto& l : plan) out += (out.empty() ? "" : "\n") + launchJson(l).dump();
    return out;
}

std::string LlmPromptText::candidateSource(const Problem& problem, const Candidate& c) {
    return editableSource(problem, c);
}

std::string LlmPromptText::candidateLaunches(const Candidate& c) {
    if (c.rejection) return "(rejected reply)";
    if (c.launchesJson.empty()) return "(none)";
    json j = parseBoundedOrDiscarded(c.launchesJson);
    if (j.is_discarded()) return clip(c.launchesJson, 2000);
    if (j.is_object()) {
        j.erase("note");
        // A configuration of a template: its parameters written into the expressions, so the
        // plan reads as the fixed kernel it is (the source comes with their #defines).
        ParameterSpace space;
        Configuration values;
        if (j.contains("parameters") && j["parameters"].is_object()) {
            std::vector<Parameter> ps;
            for (auto it = j["parameters"].begin(); it != j["parameters"].end(); ++it)
                if (it.value().is_number()) {
                    ps.push_back({it.key(), {it.value().get<double>()}});
                    values.push_back(it.value().get<double>());
                }
            space = ParameterSpace(std::move(ps));
        }
        auto fixed = [&](json l) {
            if (space.empty() || !l.is_object()) return l;
            for (const char* key : {"grid", "block", "shared_bytes", "args"}) {
                if (!l.contains(key)) continue;
                json& v = l[key];
                auto subst = [&](json& e) {
                    if (e.is_string()) e = substituteParameters(e.get<std::string>(), space, values);
                };
                if (v.is_array())
                    for (auto& e : v) subst(e);
                else
                    subst(v);
            }
            return l;
        };
        std::string out;
        if (j.contains("launches") && j["launches"].is_array())
            for (const auto& l : j["launches"]) out += (out.empty() ? "" : "\n") + fixed(l).dump();
        if (j.contains("buffers") && j["buffers"].is_array() && !j["buffers"].empty())
            out += "\nscratch buffers: " + j["buffers"].dump();
        return out.empty() ? "(none)" : out;
    }
    if (j.is_array()) {
        std::string out;
        for (const auto& l : j) out += (out.empty() ? "" : "\n") + l.dump();
        return out;
    }
    return "(none)";
}

std::string LlmPromptText::idea(const Candidate& c) {
    if (c.launchesJson.empty() || c.launchesJson.find("\"note\"") == std::string::npos) return {};
    json j = parseBoundedOrDiscarded(c.launchesJson);
    if (j.is_object() && j.contains("note") && j["note"].is_string()) return j["note"].get<std::string>();
    return {};
}

std::string LlmPromptText::sizes(const Problem& p) {
    if (p.sizes.empty()) return "(none)";
    std::string out;
    for (const auto& [k, v] : p.sizes) out += (out.empty() ? "" : ", ") + k + "=" + std::to_string(v);
    return out;
}

std::string LlmPromptText::buffers(const Problem& p) {
    if (p.buffers.empty()) return "(none)";
    std::string out;
    for (const auto& b : p.buffers) {
        out += (out.empty() ? "" : "\n") + b.name + ": " + b.dtype + "[" + b.count + "] " + b.role;
        if (!b.init.empty()) out += " (" + b.init + ")";
    }
    return out;
}

std::string LlmPromptText::parameterSpace(const Problem& p) {
    if (p.space.empty()) return "(not tunable)";
    std::string out;
    for (const auto& par : p.space.parameters()) {
        out += (out.empty() ? "" : "\n") + par.name + ": ";
        for (std::size_t i = 0; i < par.values.size(); ++i)
            out += (i ? ", " : "") + formatParameterValue(par.values[i]);
    }
    return out;
}

std::string LlmPromptText::restrictions(const Problem& p) {
    if (p.restrictions.empty()) return "(none)";
    std::string out;
    for (const auto& r : p.restrictions) out += (out.empty() ? "" : "; ") + r;
    return out;
}

std::string LlmPromptText::configuration(const Problem& p, const Configuration& c) {
    if (c.empty() || c.size() != p.space.size()) return "(none: a free-form kernel)";
    std::string out;
    for (std::size_t i = 0; i < c.size(); ++i)
        out += (i ? ", " : "") + p.space.parameters()[i].name + "=" + formatParameterValue(c[i]);
    return out;
}

std::string LlmPromptText::outcome(const Candidate& c) {
    if (c.measurement) {
        const Measurement& m = *c.measurement;
        if (m.ok())
            return "S = " + fmt(m.speedup) + " (bin " + std::to_string(m.bin()) + ")" +
                (m.suspicious ? ", suspicious" : "");
        return std::string("failed (") + measurementStatusName(m.status) + "): " + firstLine(m.failureReason);
    }
    if (c.state == CandidateState::Excluded) return "excluded by the engineer";
    if (c.forecast && !c.forecast->parseFailure)
        return std::string("not measured; forecast bin ") + std::to_string(c.forecast->predictedBin) + " at " +
            fmt(c.forecast->confidence, "%.2f") + (c.state == CandidateState::Accepted ? ", accepted" : ", waiting");
    return "not measured yet";
}

std::string LlmPromptText::clip(const std::string& text, std::size_t maxChars) {
    if (text.empty()) return "(none)";
    if (text.size() <= maxChars) return text;
    std::size_t cut = text.rfind('\n', maxChars);
    if (cut == std::string::npos || cut < maxChars / 2) cut = maxChars;
    return text.substr(0, cut) + "\n... (" + std::to_string(text.size() - cut) + " more characters left out)";
}

std::string LlmPromptText::hardware(const Problem& p, const std::string& fallback) {
    if (!p.hardware.empty()) return p.hardware;
    if (!fallback.empty()) return fallback;
    return "an NVIDIA GPU";
}

} // namespace augur
