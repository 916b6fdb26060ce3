#include "core/model/CandidateTemplate.h"
#include "core/base/CompiledExpressions.h"
#include "core/base/InputError.h"
#include "core/model/Problem.h"

#include <algorithm>
#include <cctype>

namespace augur {

namespace {
using nlohmann::json;

bool identifier(const std::string& s) {
    if (s.empty() || s.size() > 64 || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
    return std::all_of(s.begin(), s.end(),
                       [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

/// Parameters in the order the object lists them (sorted by name: nlohmann's object).
std::vector<Parameter> readParams(const json& j, const std::map<std::string, long long>& sizes,
                                  const std::string& origin, long long& product) {
    if (!j.contains("params") || !j["params"].is_object() || j["params"].empty())
        throw InputError(origin, "template.params", "must be a non-empty object of value lists");
    const json& ps = j["params"];
    if (ps.size() > kMaxCandidateParameters)
        throw InputError(origin, "template.params",
                         std::to_string(ps.size()) + " parameters; at most " + std::to_string(kMaxCandidateParameters));
    std::vector<Parameter> params;
    product = 1;
    for (auto it = ps.begin(); it != ps.end(); ++it) {
        const std::string f = "template.params." + it.key().substr(0, 64);
        if (!identifier(it.key())) throw InputError(origin, f, "not an identifier of at most 64 characters");
        if (sizes.count(it.key())) throw InputError(origin, f, "'" + it.key() + "' is also a size of the problem");
        if (!it.value().is_array() || it.value().empty())
            throw InputError(origin, f, "must be a non-empty array of numbers");
        if (it.value().size() > CandidateTemplate::kMaxValues)
            throw InputError(origin, f, "more than " + std::to_string(CandidateTemplate::kMaxValues) + " values");
        Parameter par{it.key(), {}};
        for (const auto& v : it.value()) {
            if (!v.is_number() || !plausibleParameterValue(v.get<double>()))
                throw InputError(origin, f, "must hold numbers from -1e15 to 1e15 only");
            par.values.push_back(v.get<double>());
        }
        std::sort(par.values.begin(), par.values.end());
        par.values.erase(std::unique(par.values.begin(), par.values.end()), par.values.end());
        product *= static_cast<long long>(par.values.size());
        if (product > CandidateTemplate::kMaxConfigurations)
            throw InputError(origin, "template.params",
                             "the space has more than " + std::to_string(CandidateTemplate::kMaxConfigurations) +
                                 " configurations (the cartesian product of the value lists)");
        params.push_back(std::move(par));
    }
    return params;
}
} // namespace

CandidateTemplate CandidateTemplate::parse(const json& j, const std::map<std::string, long long>& sizes,
                                           const std::string& origin) {
    if (!j.is_object()) throw InputError(origin, "template", "must be an object with params and restrictions");
    for (auto it = j.begin(); it != j.end(); ++it)
        if (it.key() != "params" && it.key() != "restrictions" && it.key() != "defaults")
            throw InputError(origin, "template." + it.key().substr(0, 64), "unknown field");
    CandidateTemplate t;
    t.space_ = ParameterSpace(readParams(j, sizes, origin, t.product_));
    if (j.contains("restrictions")) {
        const json& rs = j["restrictions"];
        if (!rs.is_array()) throw InputError(origin, "template.restrictions", "must be an array of expressions");
        if (rs.size() > kMaxRestrictions)
            throw InputError(origin, "template.restrictions", "more than " + std::to_string(kMaxRestrictions));
        for (std::size_t i = 0; i < rs.size(); ++i) {
            if (!rs[i].is_string())
                throw InputError(origin, "template.restrictions[" + std::to_string(i) + "]", "must be a string");
            t.restrictions_.push_back(rs[i].get<std::string>());
        }
    }
    std::vector<std::string> names; // the sizes, then the parameters: the order satisfies() fills values in
    for (const auto& [name, value] : sizes) {
        names.push_back(name);
        t.sizeValues_.push_back(static_cast<double>(value));
    }
    for (const auto& p : t.space_.parameters()) names.push_back(p.name);
    try {
        t.compiled_ = std::make_shared<CompiledExpressions>(t.restrictions_, names);
    } catch (const std::invalid_argument& e) {
        throw InputError(origin, "template.restrictions", e.what());
    }
    t.valid_ = static_cast<long long>(t.valid(static_cast<std::size_t>(kMaxConfigurations)).size());
    if (t.valid_ == 0)
        throw InputError(origin, "template.restrictions",
                         "no configuration of the " + std::to_string(t.product_) +
                             " satisfies them (the space is empty)");
    return t;
}

bool CandidateTemplate::isTemplateNode(const Candidate& c) {
    // The key as Augur writes it ("template":{...}); a note that says "template" is not one.
    return !c.launchesJson.empty() && c.launchesJson.find("\"template\":") != std::string::npos;
}

std::optional<CandidateTemplate> CandidateTemplate::of(const Candidate& node, const Problem& problem) {
    if (!isTemplateNode(node)) return std::nullopt;
    try {
        const json plan = json::parse(node.launchesJson);
        if (!plan.is_object() || !plan.contains("template")) return std::nullopt;
        return parse(plan["template"], problem.sizes, "candidate " + std::to_string(node.id));
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

bool CandidateTemplate::satisfies(const Configuration& c) const {
    if (c.size() != space_.size() || !compiled_) return false;
    for (std::size_t i = 0; i < c.size(); ++i)
        if (!space_.positionOf(i, c[i])) return false;
    std::vector<double> values = sizeValues_;
    values.insert(values.end(), c.begin(), c.end());
    return compiled_->allTrue(values);
}

std::vector<Configuration> CandidateTemplate::valid(std::size_t cap) const {
    std::vector<Configuration> out;
    if (!compiled_) return out;
    const auto& ps = space_.parameters();
    std::vector<std::size_t> at(ps.size(), 0);
    std::vector<double> values = sizeValues_;
    values.resize(sizeValues_.size() + ps.size());
    for (long long tried = 0; tried < kMaxConfigurations && out.size() < cap; ++tried) {
        Configuration c(ps.size());
        for (std::size_t i = 0; i < ps.size(); ++i) c[i] = values[sizeValues_.size() + i] = ps[i].values[at[i]];
        if (compiled_->allTrue(values)) out.push_back(std::move(c));
        std::size_t i = ps.size();
        while (i > 0 && ++at[i - 1] == ps[i - 1].values.size()) at[--i] = 0;
        if (i == 0) break;
    }
    return out;
}

std::map<std::string, double> CandidateTemplate::named(const Configuration& c) const {
    std::map<std::string, double> out;
    for (std::size_t i = 0; i < c.size() && i < space_.size(); ++i) out[space_.parameters()[i].name] = c[i];
    return out;
}

std::optional<Configuration> CandidateTemplate::configurationOf(const Candidate& c) const {
    if (c.launchesJson.empty()) return std::nullopt;
    try {
        const json plan = json::parse(c.launchesJson);
        if (!plan.is_object() || !plan.contains("parameters") || !plan["parameters"].is_object()) return std::nullopt;
        Configuration cfg;
        for (std::size_t i = 0; i < space_.size(); ++i) {
            const auto& p = space_.parameters()[i];
            if (!plan["parameters"].contains(p.name) || !plan["parameters"][p.name].is_number()) return std::nullopt;
            const double v = plan["parameters"][p.name].get<double>();
            if (!space_.positionOf(i, v)) return std::nullopt;
            cfg.push_back(v);
        }
        return cfg;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

json CandidateTemplate::toJson() const {
    json params = json::object();
    for (const auto& p : space_.parameters()) params[p.name] = p.values;
    return json{{"params", params}, {"restrictions", restrictions_}};
}

} // namespace augur
