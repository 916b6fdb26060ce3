#include "core/llm/reply/LlmCandidateParser.h"
#include "core/base/CoreMessage.h"

#include "core/base/IncludeScanner.h"
#include "core/base/InputError.h"
#include "core/model/CandidateTemplate.h"
#include "core/llm/reply/LlmJsonExtract.h"
#include "core/problem/ProblemLoader.h"

#include <cmath>
#include <regex>
#include <set>

namespace augur {

using json = nlohmann::json;

namespace {
LlmProposal fail(const CoreMessage& why) {
    LlmProposal p;
    p.error = why.english();
    return p;
}

std::string ideaOf(const json& j) {
    for (const char* k : {"idea", "note", "rationale", "reasoning"})
        if (auto it = j.find(k); it != j.end() && it->is_string()) return it->get<std::string>();
    return {};
}

/// The last ```cuda / ```cpp / ```c++ fenced block of the text, if any: "```", a tag
/// starting with "c" (cuda, cpp, c++, cu, c, ...), the rest of that line, then the body up
/// to the next "```". Scanned by hand: std::regex recursed once per character of the body
/// and overflowed the stack on a long block.
std::string fencedSource(std::string_view text) {
    std::string found;
    for (std::size_t pos = 0; (pos = text.find("```", pos)) != std::string_view::npos;) {
        const std::size_t tag = pos + 3;
        if (tag >= text.size() || text[tag] != 'c') {
            ++pos;
            continue;
        }
        const std::size_t bodyStart = text.find('\n', tag);
        if (bodyStart == std::string_view::npos) break;
        const std::size_t end = text.find("```", bodyStart + 1);
        if (end == std::string_view::npos) break;
        found = std::string(text.substr(bodyStart + 1, end - bodyStart - 1));
        pos = end + 3;
    }
    return found;
}

/// Whether `source` declares `kernel` as a __global__ function: the pattern
/// __global__[^;{]*\bKERNEL\s*\( searched in each declaration (from a __global__ to the
/// next ';' or '{'). A declaration longer than any real signature is skipped, which also
/// keeps std::regex's recursion (one level per character) shallow.
bool declaresKernel(const std::string& source, const std::string& kernel) {
    if (kernel.size() > 4096) return false; // cannot fit in a declaration searched below
    const std::regex def("__global__[^;{]*\\b" + kernel + "\\s*\\(");
    for (std::size_t g = source.find("__global__"); g != std::string::npos; g = source.find("__global__", g + 1)) {
        std::size_t end = source.find_first_of(";{", g);
        if (end == std::string::npos) end = source.size();
        if (end - g > 4096) continue;
        if (std::regex_search(source.begin() + static_cast<std::ptrdiff_t>(g),
                              source.begin() + static_cast<std::ptrdiff_t>(end), def))
            return true;
    }
    return false;
}

/// The first include a reply's source may not have: only <toolkit header> names are
/// compiled (gpu/compile/Nvrtc refuses the rest at the GPU); refusing them here costs no
/// measurement. "" when every include is of that form.
std::string refusedInclude(const std::string& source) {
    for (const IncludeDirective& d : scanIncludes(source)) {
        bool ok = d.angled && !d.computed && !d.name.empty() && d.name[0] != '/' &&
            d.name.find("..") == std::string::npos && d.name.find('\\') == std::string::npos;
        if (!ok) return "line " + std::to_string(d.line) + ": #" + d.directive + " " + d.spelled.substr(0, 120);
    }
    return {};
}

/// The configuration a template node is measured at: the reply's "defaults" when they are
/// a valid configuration, else the first valid one in odometer order.
Configuration startOf(const CandidateTemplate& tmpl, const json& t) {
    if (auto d = t.find("defaults"); d != t.end() && d->is_object()) {
        Configuration wanted;
        for (const auto& par : tmpl.space().parameters())
            if (auto v = d->find(par.name); v != d->end() && v->is_number()) wanted.push_back(v->get<double>());
        if (tmpl.satisfies(wanted)) return wanted;
    }
    return tmpl.valid(1).front();
}

json number(double v) {
    if (std::floor(v) == v && std::abs(v) < 9e15) return json(static_cast<long long>(v));
    return json(v);
}
} // namespace

LlmProposal LlmCandidateParser::parseSource(const Problem& problem, std::string_view text) {
    auto accept = [](const json& j) { return j.contains("launches") || j.contains("source"); };
    auto j = LlmJsonExtract::object(text, accept);
    if (!j)
        return fail(text.find('{') == std::string_view::npos ? MessageId::ReplyNoJson : MessageId::ReplyNoSourceJson);
    LlmProposal p;
    p.idea = ideaOf(*j);
    if (auto s = j->find("source"); s != j->end() && s->is_string()) p.source = s->get<std::string>();
    if (p.source.find("__global__") == std::string::npos) {
        std::string fenced = fencedSource(text);
        if (fenced.find("__global__") != std::string::npos) p.source = fenced;
    }
    if (p.source.empty()) return fail(MessageId::ReplySourceMissing);
    if (p.source.find("__global__") == std::string::npos) return fail(MessageId::ReplyNoGlobalKernel);
    if (!j->contains("launches")) return fail(MessageId::ReplyLaunchesMissing);
    if (std::string inc = refusedInclude(p.source); !inc.empty())
        return fail(CoreMessage(MessageId::ReplyIncludeRefused, {inc}));
    json plan{{"launches", (*j)["launches"]}};
    if (auto b = j->find("buffers"); b != j->end() && !(b->is_array() && b->empty())) plan["buffers"] = *b;
    if (auto t = j->find("template"); t != j->end() && !t->is_null()) {
        try {
            CandidateTemplate tmpl = CandidateTemplate::parse(*t, problem.sizes, "reply");
            plan["template"] = tmpl.toJson();
            plan["parameters"] = tmpl.named(startOf(tmpl, *t));
        } catch (const InputError& e) {
            return fail(CoreMessage(MessageId::ReplyTemplate, {e.field() + ": " + e.reason()}));
        }
        p.isTemplate = true;
    }
    CandidateSpec spec;
    try {
        spec = ProblemLoader::parseCandidatePlan(problem, plan.dump(), "reply");
    } catch (const InputError& e) {
        return fail(CoreMessage(MessageId::ReplyLaunchPlan, {std::string(e.what())}));
    }
    if (spec.launches.empty()) return fail(MessageId::ReplyLaunchPlanEmpty);
    for (const auto& l : spec.launches) {
        if (!declaresKernel(p.source, std::regex_replace(l.kernel, std::regex(R"([^A-Za-z0-9_])"), "")))
            return fail(CoreMessage(MessageId::ReplyKernelNotInSource, {l.kernel}));
    }
    json stored = json::parse(ProblemLoader::candidatePlanJson(spec));
    if (!p.idea.empty()) stored["note"] = p.idea;
    if (p.isTemplate) stored["template"] = plan["template"];
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
    if (!j)
        return fail(text.find('{') == std::string_view::npos ? MessageId::ReplyNoJson
                                                             : MessageId::ReplyNoParametersJson);
    LlmProposal p;
    p.idea = ideaOf(*j);
    const json& values = j->contains("parameters") && (*j)["parameters"].is_object() ? (*j)["parameters"] : *j;
    std::set<std::string> known;
    for (const auto& par : params) known.insert(par.name);
    if (&values != &*j)
        for (auto it = values.begin(); it != values.end(); ++it)
            if (!known.count(it.key())) return fail(CoreMessage(MessageId::ReplyUnknownParameter, {it.key()}));
    for (std::size_t i = 0; i < params.size(); ++i) {
        auto it = values.find(params[i].name);
        if (it == values.end()) return fail(CoreMessage(MessageId::ReplyParameterMissing, {params[i].name}));
        double v = 0;
        if (it->is_number()) {
            v = it->get<double>();
        } else if (it->is_string()) {
            try {
                std::size_t used = 0;
                v = std::stod(it->get<std::string>(), &used);
                if (used != it->get<std::string>().size()) throw std::invalid_argument("trailing text");
            } catch (...) {
                return fail(
                    CoreMessage(MessageId::ReplyParameterNotNumberText, {params[i].name, it->get<std::string>()}));
            }
        } else {
            return fail(CoreMessage(MessageId::ReplyParameterNotNumber, {params[i].name}));
        }
        const auto pos = problem.space.positionOf(i, v);
        if (!pos)
            return fail(CoreMessage(MessageId::ReplyParameterNotValue, {params[i].name, formatParameterValue(v)}));
        p.configuration.push_back(params[i].values[*pos]);
    }
    if (auto t = j->find("template"); t != j->end() && !t->is_null()) {
        // A sub-space of the problem's space: listed parameters take the listed values,
        // the others stay at this configuration's.
        try {
            CandidateTemplate tmpl = CandidateTemplate::parse(*t, problem.sizes, "reply");
            Configuration sub;
            for (const auto& par : tmpl.space().parameters()) {
                const auto at = problem.space.indexOf(par.name);
                if (!at) throw InputError("reply", "template.params." + par.name, "not a parameter of the space");
                for (double v : par.values)
                    if (!problem.space.positionOf(*at, v))
                        throw InputError("reply", "template.params." + par.name,
                                         formatParameterValue(v) + " is not one of its values");
                sub.push_back(p.configuration[*at]);
            }
            if (!tmpl.satisfies(sub)) sub = tmpl.valid(1).front();
            for (std::size_t k = 0; k < sub.size(); ++k)
                p.configuration[*problem.space.indexOf(tmpl.space().parameters()[k].name)] = sub[k];
            p.templateJson = tmpl.toJson().dump();
        } catch (const InputError& e) {
            return fail(CoreMessage(MessageId::ReplyTemplate, {e.field() + ": " + e.reason()}));
        }
        p.isTemplate = true;
    }
    p.ok = true;
    return p;
}

json LlmCandidateParser::templateSchema() {
    const json numbers{{"type", "array"}, {"items", {{"type", "number"}}}, {"minItems", 1}};
    const json tmpl{{"type", "object"},
                    {"properties",
                     {{"params", {{"type", "object"}, {"additionalProperties", numbers}}},
                      {"restrictions", {{"type", "array"}, {"items", {{"type", "string"}}}}},
                      {"defaults", {{"type", "object"}, {"additionalProperties", {{"type", "number"}}}}}}},
                    {"required", {"params", "restrictions", "defaults"}},
                    {"additionalProperties", false}};
    return {{"anyOf", json::array({json{{"type", "null"}}, tmpl})}};
}

json LlmCandidateParser::sourceSchema(bool templates) {
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
    const json buffer{
        {"type", "object"},
        {"properties",
         {{"name", {{"type", "string"}}},
          {"dtype", {{"type", "string"}, {"enum", {"f32", "f64", "f16", "bf16", "i32", "u32", "i64", "u8"}}}},
          {"count", expr},
          {"role", {{"type", "string"}, {"enum", {"scratch"}}}}}},
        {"required", {"name", "dtype", "count", "role"}},
        {"additionalProperties", false}};
    json out{{"type", "object"},
             {"properties",
              {{"idea", {{"type", "string"}}},
               {"source", {{"type", "string"}}},
               {"launches", {{"type", "array"}, {"items", launch}, {"minItems", 1}}},
               {"buffers", {{"type", "array"}, {"items", buffer}}}}},
             {"required", {"idea", "source", "launches", "buffers"}},
             {"additionalProperties", false}};
    if (templates) {
        out["properties"]["template"] = templateSchema();
        out["required"].push_back("template");
    }
    return out;
}

json LlmCandidateParser::configurationSchema(const Problem& problem, bool templates) {
    json props = json::object();
    json required = json::array();
    for (const auto& par : problem.space.parameters()) {
        json values = json::array();
        for (double v : par.values) values.push_back(number(v));
        props[par.name] = {{"enum", values}};
        required.push_back(par.name);
    }
    json out{{"type", "object"},
             {"properties",
              {{"idea", {{"type", "string"}}},
               {"parameters",
                {{"type", "object"}, {"properties", props}, {"required", required}, {"additionalProperties", false}}}}},
             {"required", {"idea", "parameters"}},
             {"additionalProperties", false}};
    if (templates) {
        out["properties"]["template"] = templateSchema();
        out["required"].push_back("template");
    }
    return out;
}

} // namespace augur
