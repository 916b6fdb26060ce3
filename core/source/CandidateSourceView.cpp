#include "core/source/CandidateSourceView.h"
#include "core/base/BoundedJson.h"

#include "core/base/InputError.h"
#include "core/problem/MeasureJob.h"
#include "core/problem/ProblemLoader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <stdexcept>

namespace augur {

namespace {

bool identifierChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

/// Whether `line` uses `name` as a whole identifier token.
bool usesToken(std::string_view line, const std::string& name) {
    for (std::size_t at = line.find(name); at != std::string_view::npos; at = line.find(name, at + 1)) {
        const bool before = at > 0 && identifierChar(line[at - 1]);
        const std::size_t end = at + name.size();
        const bool after = end < line.size() && identifierChar(line[end]);
        if (!before && !after) return true;
    }
    return false;
}

/// The template's prologue: one #define per parameter, as NVRTC receives them with -D.
std::vector<std::string> defineLines(const ParameterSpace& space, const Configuration& configuration) {
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < space.size() && i < configuration.size(); ++i)
        lines.push_back("#define " + space.parameters()[i].name + " " + formatParameterValue(configuration[i]));
    return lines;
}

void evaluateLaunches(const Problem& problem, const Candidate& candidate, CandidateSourceView& view) {
    try {
        Candidate probe = candidate;
        // The reference's own plan when the candidate is the root.
        const MeasureJob job = resolveMeasureJob(problem, probe, MeasureSettings{});
        const std::vector<LaunchSpec>* written = nullptr;
        CandidateSpec plan;
        if (candidate.origin == Origin::Reference) {
            written = &problem.referenceLaunches;
        } else if (!candidate.configuration.empty()) {
            written = &problem.tunableLaunches;
        } else {
            plan = ProblemLoader::parseCandidatePlan(problem, candidate.launchesJson,
                                                     "candidate " + std::to_string(candidate.id));
            written = &plan.launches;
        }
        for (std::size_t i = 0; i < job.candidate.launches.size(); ++i) {
            const ResolvedLaunch& r = job.candidate.launches[i];
            EvaluatedLaunch e;
            e.kernel = r.kernel;
            std::copy(std::begin(r.grid), std::end(r.grid), e.grid);
            std::copy(std::begin(r.block), std::end(r.block), e.block);
            e.sharedBytes = r.sharedBytes;
            e.residentGrid = r.residentGrid;
            // Arguments as written, a scalar expression with its value ("n/512 = 65536").
            for (std::size_t a = 0; a < r.args.size(); ++a) {
                const std::string text = written && i < written->size() && a < (*written)[i].args.size()
                    ? (*written)[i].args[a]
                    : std::string();
                if (r.args[a].kind == ResolvedArg::Kind::Buffer || r.args[a].kind == ResolvedArg::Kind::TensorMap) {
                    e.args.push_back(text);
                    continue;
                }
                const std::string value = formatParameterValue(r.args[a].value);
                const std::string expression =
                    text.substr(text.find(':') == std::string::npos ? 0 : text.find(':') + 1);
                e.args.push_back(expression == value ? text : text + " = " + value);
            }
            view.launches.push_back(std::move(e));
        }
    } catch (const std::exception& e) { // InputError, std::invalid_argument of an expression
        view.launches.clear();
        view.launchError = e.what();
    }
}

} // namespace

std::string substituteParameters(const std::string& expression, const ParameterSpace& space,
                                 const Configuration& configuration) {
    std::string out;
    out.reserve(expression.size());
    std::size_t i = 0;
    while (i < expression.size()) {
        if (!identifierChar(expression[i]) || std::isdigit(static_cast<unsigned char>(expression[i]))) {
            // A number's digits and letters ("1e3", "0x10") are copied whole, never renamed.
            const bool number = std::isdigit(static_cast<unsigned char>(expression[i]));
            std::size_t j = i + 1;
            if (number)
                while (j < expression.size() && (identifierChar(expression[j]) || expression[j] == '.')) ++j;
            out.append(expression, i, j - i);
            i = j;
            continue;
        }
        std::size_t j = i;
        while (j < expression.size() && identifierChar(expression[j])) ++j;
        const std::string token = expression.substr(i, j - i);
        const auto index = space.indexOf(token);
        if (index && *index < configuration.size())
            out += formatParameterValue(configuration[*index]);
        else
            out += token;
        i = j;
    }
    return out;
}

namespace {
/// The "parameters" a free-form candidate's plan fixes (a template's configuration).
std::map<std::string, double> planParameters(const Candidate& c) {
    std::map<std::string, double> out;
    if (c.launchesJson.find("\"parameters\"") == std::string::npos) return out;
    const auto plan = parseBoundedOrDiscarded(c.launchesJson);
    if (!plan.is_object() || !plan.contains("parameters") || !plan["parameters"].is_object()) return out;
    for (auto it = plan["parameters"].begin(); it != plan["parameters"].end(); ++it)
        if (it.value().is_number()) out[it.key()] = it.value().get<double>();
    return out;
}

/// The prologue (one #define per parameter) and `source`, with the lines that use a
/// `changed` parameter as a token marked.
void instantiate(CandidateSourceView& view, const ParameterSpace& space, const Configuration& cfg,
                 const std::set<std::string>& changed, const std::string& source) {
    const std::vector<std::string> defines = defineLines(space, cfg);
    for (const std::string& d : defines) view.text += d + "\n";
    view.prologueLines = static_cast<int>(defines.size());
    for (int i = 0; i < view.prologueLines; ++i)
        if (changed.count(space.parameters()[static_cast<std::size_t>(i)].name)) view.touchedLines.push_back(i + 1);
    view.text += source;
    int line = view.prologueLines + 1;
    std::size_t start = 0;
    while (start <= source.size() && !changed.empty()) {
        std::size_t end = source.find('\n', start);
        if (end == std::string::npos) end = source.size();
        const std::string_view text(source.data() + start, end - start);
        for (const std::string& name : changed)
            if (usesToken(text, name)) {
                view.touchedLines.push_back(line);
                break;
            }
        ++line;
        if (end == source.size()) break;
        start = end + 1;
    }
}

} // namespace

CandidateSourceView viewCandidateSource(const Problem& problem, const Candidate& candidate, const Candidate* parent) {
    CandidateSourceView view;
    if (candidate.origin == Origin::Reference) {
        // The reference runs the problem's reference plan, also in a tunable problem (its
        // configuration only names the reference point of the space).
        view.kind = CandidateSourceView::Kind::Reference;
        view.text = candidate.source.empty() ? problem.referenceSource : candidate.source;
    } else if (!candidate.configuration.empty() && candidate.source.empty()) {
        view.kind = CandidateSourceView::Kind::Template;
        if (problem.tunableSource.empty()) {
            view.kind = CandidateSourceView::Kind::Unavailable;
            view.note = "the dataset records no template source, only this configuration's measurement";
        } else {
            const bool againstParent = parent && parent->configuration.size() == candidate.configuration.size() &&
                candidate.origin != Origin::Reference;
            std::set<std::string> changed;
            for (std::size_t i = 0; i < problem.space.size() && i < candidate.configuration.size(); ++i)
                if (!againstParent || parent->configuration[i] != candidate.configuration[i]) {
                    changed.insert(problem.space.parameters()[i].name);
                    view.changedParameters.push_back(problem.space.parameters()[i].name);
                }
            instantiate(view, problem.space, candidate.configuration, changed, problem.tunableSource);
        }
    } else if (!candidate.source.empty()) {
        view.kind = CandidateSourceView::Kind::FreeForm;
        view.text = candidate.source;
        // A configuration of an LLM-written template: its parameters as the prologue, the
        // ones that differ from the parent's marked.
        const auto fixed = planParameters(candidate);
        if (!fixed.empty()) {
            std::vector<Parameter> ps;
            Configuration cfg;
            for (const auto& [name, value] : fixed) {
                ps.push_back({name, {value}});
                cfg.push_back(value);
            }
            const auto before = parent ? planParameters(*parent) : std::map<std::string, double>{};
            std::set<std::string> changed;
            for (const auto& [name, value] : fixed)
                if (auto it = before.find(name); it == before.end() || it->second != value) {
                    changed.insert(name);
                    view.changedParameters.push_back(name);
                }
            view.text.clear();
            instantiate(view, ParameterSpace(std::move(ps)), cfg, changed, candidate.source);
        }
    } else if (candidate.rejection) {
        view.note = "a rejected generator reply: " + candidate.rejection->reason;
    } else {
        view.note = "the candidate has neither source nor configuration";
    }
    if (view.kind == CandidateSourceView::Kind::Reference && view.text.empty()) {
        view.kind = CandidateSourceView::Kind::Unavailable;
        view.note = "the dataset records no reference source";
    }
    if (view.kind != CandidateSourceView::Kind::Unavailable) evaluateLaunches(problem, candidate, view);
    return view;
}

std::string editableSource(const Problem& problem, const Candidate& candidate) {
    const CandidateSourceView v = viewCandidateSource(problem, candidate, nullptr);
    return v.kind == CandidateSourceView::Kind::Unavailable ? std::string() : v.text;
}

std::string editableLaunches(const Problem& problem, const Candidate& candidate) {
    CandidateSpec spec;
    if (candidate.origin == Origin::Reference) {
        if (problem.referenceSource.empty() && candidate.source.empty()) return {};
        spec.launches = problem.referenceLaunches;
    } else if (!candidate.configuration.empty() && candidate.source.empty()) {
        if (problem.tunableSource.empty()) return {};
        for (LaunchSpec l : problem.tunableLaunches) {
            auto subst = [&](std::string& e) { e = substituteParameters(e, problem.space, candidate.configuration); };
            for (auto& g : l.grid) subst(g);
            for (auto& b : l.block) subst(b);
            subst(l.sharedBytes);
            subst(l.residentGrid);
            for (auto& a : l.args) subst(a);
            spec.launches.push_back(std::move(l));
        }
    } else if (!candidate.source.empty()) {
        // Indented for editing; a stored plan that does not parse is given as it is.
        const auto parsed = parseBoundedOrDiscarded(candidate.launchesJson);
        return parsed.is_discarded() ? candidate.launchesJson : parsed.dump(2);
    } else {
        return {};
    }
    return nlohmann::json::parse(ProblemLoader::candidatePlanJson(spec)).dump(2);
}

} // namespace augur
