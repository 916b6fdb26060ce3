#include "core/LlmCandidateParser.h"

#include "core/InputError.h"
#include "core/LlmJsonExtract.h"
#include "core/ProblemLoader.h"

#include <cmath>
#include <regex>
#include <set>

namespace augur {

using json = nlohmann::json;

namespace {
LlmProposal fail(std::string why) {
    LlmProposal p;
    p.error = std::move(why);
    return p;
}

std::string ideaOf(const json& j) {
    for (const char* k : {"idea", "note", "rationale", "reasoning"})
        if (auto it = j.find(k); it != j.end() && it->is_string()) return it->get<std::string>();
    return {};
}

/// The last ```cuda / ```cpp / ```c++ fenced block of the text, if any.
std::string fencedSource(std::string_view text) {
    static const std::regex re(R"(```(?:cuda|cpp|c\+\+|cu|c)[^\n]*\n([\s\S]*?)```)");
    std::string s(text), found;
    for (auto it = std::sregex_iterator(s.begin(), s.end(), re); it != std::sregex_iterator(); ++it) found = (*it)[1].str();
    return found;
}

json number(double v) {
    if (std::floor(v) == v && std::abs(v) < 9e15) return json(static_cast<long long>(v));
    return json(v);
}
} // namespace

LlmProposal LlmCandidateParser::parseSource(const Problem& problem, std::string_view text) {
    auto accept = [](const json& j) { return j.contains("launches") || j.contains("source"); };
    auto j = LlmJsonExtract::object(text, accept);
    if (!j) return fail(text.find('{') == std::string_view::npos ? "no JSON object in the reply" : "no JSON object with \"source\" and \"launches\" in the reply");
    LlmProposal p;
    p.idea = ideaOf(*j);
    if (auto s = j->find("source"); s != j->end() && s->is_string()) p.source = s->get<std::string>();
    if (p.source.find("__global__") == std::string::npos) {
        std::string fenced = fencedSource(text);
        if (fenced.find("__global__") != std::string::npos) p.source = fenced;
    }
    if (p.source.empty()) return fail("\"source\" is missing or empty");
    if (p.source.find("__global__") == std::string::npos) return fail("the source defines no __global__ kernel");
    if (!j->contains("launches")) return fail("\"launches\" is missing");
    json plan{{"launches", (*j)["launches"]}};
    if (auto b = j->find("buffers"); b != j->end() && !(b->is_array() && b->empty())) plan["buffers"] = *b;
    CandidateSpec spec;
    try {
        spec = ProblemLoader::parseCandidatePlan(problem, plan.dump(), "reply");
    } catch (const InputError& e) {
        return fail(std::string("launch plan: ") + e.what());
    }
    if (spec.launches.empty()) return fail("the launch plan is empty");
    for (const auto& l : spec.launches) {
        const std::regex def("__global__[^;{]*\\b" + std::regex_replace(l.kernel, std::regex(R"([^A-Za-z0-9_])"), "") + "\\s*\\(");
        if (!std::regex_search(p.source, def)) return fail("kernel '" + l.kernel + "' of the launch plan is not a __global__ function of the source");
    }
    json stored = json::parse(ProblemLoader::candidatePlanJson(spec));
    if (!p.idea.empty()) stored["note"] = p.idea;
    p.planJson = stored.dump();
    p.ok = true;
    return p;
}

LlmProposal LlmCandidateParser::parseConfiguration(const Problem& problem, std::string_view text) {
    const auto& params = problem.space.parameters();
    auto accept = [&](const json& j) {
        if (j.contains("parameters") && j["parameters"].is_object()) return true;
        for (const auto& par : params)
            if (j.contains(par.name)) return true;
        return false;
    };
    auto j = LlmJsonExtract::object(text, accept);
    if (!j) return fail(text.find('{') == std::string_view::npos ? "no JSON object in the reply" : "no JSON object with \"parameters\" in the reply");
    LlmProposal p;
    p.idea = ideaOf(*j);
    const json& values = j->contains("parameters") && (*j)["parameters"].is_object() ? (*j)["parameters"] : *j;
    std::set<std::string> known;
    for (const auto& par : params) known.insert(par.name);
    if (&values != &*j)
        for (auto it = values.begin(); it != values.end(); ++it)
            if (!known.count(it.key())) return fail("unknown parameter '" + it.key() + "'");
    for (std::size_t i = 0; i < params.size(); ++i) {
        auto it = values.find(params[i].name);
        if (it == values.end()) return fail("parameter '" + params[i].name + "' is missing");
        double v = 0;
        if (it->is_number()) {
            v = it->get<double>();
        } else if (it->is_string()) {
            try {
                std::size_t used = 0;
                v = std::stod(it->get<std::string>(), &used);
                if (used != it->get<std::string>().size()) throw std::invalid_argument("trailing text");
            } catch (...) {
                return fail("parameter '" + params[i].name + "' is not a number: '" + it->get<std::string>() + "'");
            }
        } else {
            return fail("parameter '" + params[i].name + "' is not a number");
        }
        const auto pos = problem.space.positionOf(i, v);
        if (!pos) return fail("parameter '" + params[i].name + "' = " + formatParameterValue(v) + " is not one of its values");
        p.configuration.push_back(params[i].values[*pos]);
    }
    p.ok = true;
    return p;
}

json LlmCandidateParser::sourceSchema() {
    const json expr{{"anyOf", json::array({json{{"type", "string"}}, json{{"type", "integer"}}})}};
    const json dim3{{"type", "array"}, {"items", expr}, {"minItems", 3}, {"maxItems", 3}};
    const json launch{{"type", "object"},
                      {"properties",
                       {{"kernel", {{"type", "string"}}},
                        {"grid", dim3},
                        {"block", dim3},
                        {"shared_bytes", expr},
                        {"args", {{"type", "array"}, {"items", {{"type", "string"}}}}}}},
                      {"required", {"kernel", "grid", "block", "shared_bytes", "args"}},
                      {"additionalProperties", false}};
    const json buffer{{"type", "object"},
                      {"properties",
                       {{"name", {{"type", "string"}}},
                        {"dtype", {{"type", "string"}, {"enum", {"f32", "f64", "f16", "bf16", "i32", "u32", "i64", "u8"}}}},
                        {"count", expr},
                        {"role", {{"type", "string"}, {"enum", {"scratch"}}}}}},
                      {"required", {"name", "dtype", "count", "role"}},
                      {"additionalProperties", false}};
    return {{"type", "object"},
            {"properties",
             {{"idea", {{"type", "string"}}},
              {"source", {{"type", "string"}}},
              {"launches", {{"type", "array"}, {"items", launch}, {"minItems", 1}}},
              {"buffers", {{"type", "array"}, {"items", buffer}}}}},
            {"required", {"idea", "source", "launches", "buffers"}},
            {"additionalProperties", false}};
}

json LlmCandidateParser::configurationSchema(const Problem& problem) {
    json props = json::object();
    json required = json::array();
    for (const auto& par : problem.space.parameters()) {
        json values = json::array();
        for (double v : par.values) values.push_back(number(v));
        props[par.name] = {{"enum", values}};
        required.push_back(par.name);
    }
    return {{"type", "object"},
            {"properties",
             {{"idea", {{"type", "string"}}},
              {"parameters", {{"type", "object"}, {"properties", props}, {"required", required}, {"additionalProperties", false}}}}},
            {"required", {"idea", "parameters"}},
            {"additionalProperties", false}};
}

} // namespace augur
