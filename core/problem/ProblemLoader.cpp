#include "core/problem/ProblemLoader.h"
#include "core/base/CoreMessage.h"

#include "core/base/BoundedJson.h"
#include "core/base/ConfinedFile.h"
#include "core/base/Expression.h"
#include "core/base/InputError.h"
#include "core/problem/ProblemFiles.h"
#include "core/problem/ProblemJson.h"
#include "core/problem/ProblemSections.h"
#include "core/problem/SpaceRestrictions.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

namespace augur {

namespace fs = std::filesystem;
using namespace problemjson;

bool ProblemLoader::satisfiesRestrictions(const Problem& problem, const Configuration& c) {
    if (c.size() != problem.space.size()) return false;
    for (std::size_t i = 0; i < c.size(); ++i)
        if (!problem.space.positionOf(i, c[i])) return false;
    // With a workload a configuration runs at every shape, so it must be valid at each.
    auto holdsAt = [&](const std::map<std::string, long long>& sizes) {
        ExpressionVariables vars = sizeVariables(sizes);
        for (std::size_t i = 0; i < c.size(); ++i) vars[problem.space.parameters()[i].name] = c[i];
        for (std::size_t r = 0; r < problem.restrictions.size(); ++r) {
            try {
                if (evaluateExpression(problem.restrictions[r], vars) == 0.0) return false;
            } catch (const std::invalid_argument& e) {
                throw InputError(problem.origin, "tunable.restrictions[" + std::to_string(r) + "]", e.what());
            }
        }
        return true;
    };
    if (!holdsAt(problem.sizes)) return false;
    for (const WorkloadShape& shape : problem.workload)
        if (!holdsAt(shape.sizes)) return false;
    return true;
}

namespace {
/// Most points of a cartesian product walked for its valid configurations.
constexpr std::size_t kProductWalkLimit = 1'000'000;

/// Launches and scratch buffers of a candidate object, checked against the problem.
void parsePlanInto(CandidateSpec& c, const Problem& problem, const json& j, const std::string& file) {
    if (!j.contains("launches")) throw InputError(file, "launches", "missing");
    ExpressionVariables vars = sizeVariables(problem);
    if (j.contains("parameters")) {
        const json& ps = j["parameters"];
        if (!ps.is_object()) throw InputError(file, "parameters", "must be an object of numbers");
        if (ps.size() > kMaxCandidateParameters)
            throw InputError(file, "parameters", "more than " + std::to_string(kMaxCandidateParameters));
        for (auto it = ps.begin(); it != ps.end(); ++it) {
            const std::string f = "parameters." + it.key().substr(0, 64);
            if (!isIdentifier(it.key()) || it.key().size() > 64) throw InputError(file, f, "not an identifier");
            if (problem.sizes.count(it.key())) throw InputError(file, f, "'" + it.key() + "' is also a size");
            if (!it.value().is_number() || !plausibleParameterValue(it.value().get<double>()))
                throw InputError(file, f, "must be a number from -1e15 to 1e15");
            c.parameters[it.key()] = it.value().get<double>();
            vars[it.key()] = it.value().get<double>();
        }
    }
    c.launches = parseLaunches(j["launches"], file, "launches");
    if (j.contains("buffers")) {
        if (!j["buffers"].is_array()) throw InputError(file, "buffers", "must be an array");
        for (std::size_t i = 0; i < j["buffers"].size(); ++i) {
            const std::string f = "buffers[" + std::to_string(i) + "]";
            BufferSpec b = parseBuffer(j["buffers"][i], file, f);
            if (b.role != "scratch") throw InputError(file, f + ".role", "a candidate may only add scratch buffers");
            for (const auto& pb : problem.buffers)
                if (pb.name == b.name)
                    throw InputError(file, f + ".name", "'" + b.name + "' is already a problem buffer");
            checkExpression(b.count, vars, file, f + ".count", true);
            c.buffers.push_back(std::move(b));
        }
    }
    checkLaunches(c.launches, bufferNames(problem.buffers, c.buffers), vars, file, "launches");
}

} // namespace

CandidateSpec ProblemLoader::loadCandidate(const Problem& problem, const std::string& jsonPath) {
    const fs::path path(jsonPath);
    const std::string file = path.string();
    json j = readJsonFile(path);
    checkKeys(j, {"name", "note", "source", "launches", "buffers", "parameters"}, file, "(candidate)");
    CandidateSpec c;
    c.file = file;
    c.name = j.contains("name") ? requiredString(j, "name", file, "(candidate)") : path.stem().string();
    if (j.contains("note")) {
        if (!j["note"].is_string()) throw InputError(file, "note", "must be a string");
        c.note = j["note"].get<std::string>();
    }
    const std::string src = requiredString(j, "source", file, "(candidate)");
    c.source = readConfinedFile(path.parent_path(), src, kMaxSourceBytes, file, "source");
    parsePlanInto(c, problem, j, file);
    return c;
}

CandidateSpec ProblemLoader::parseCandidatePlan(const Problem& problem, const std::string& planJson,
                                                const std::string& origin) {
    json j = parseBoundedJsonUnordered(planJson, origin, JsonLimits{}, "launches");
    if (j.is_array()) j = json{{"launches", j}};
    // "template" is an LLM-written template's space (core/model/CandidateTemplate.h), read there.
    checkKeys(j, {"name", "note", "source", "launches", "buffers", "parameters", "template", "cost"}, origin, "(plan)");
    CandidateSpec c;
    c.file = origin;
    parsePlanInto(c, problem, j, origin);
    return c;
}

Candidate ProblemLoader::candidateFromSpec(const CandidateSpec& spec) {
    Candidate c;
    c.origin = Origin::User;
    c.source = spec.source;
    c.launchesJson = candidatePlanJson(spec);
    return c;
}

std::string ProblemLoader::candidatePlanJson(const CandidateSpec& spec) {
    json j{{"launches", json::array()}};
    for (const auto& l : spec.launches) j["launches"].push_back(launchJson(l));
    if (!spec.parameters.empty()) j["parameters"] = spec.parameters;
    if (!spec.buffers.empty()) {
        j["buffers"] = json::array();
        for (const auto& b : spec.buffers) j["buffers"].push_back(bufferJson(b));
    }
    return j.dump();
}

namespace {
/// Visits the valid configurations of `problem` in odometer order (the product walked up to
/// kProductWalkLimit points, never materialised; the restrictions parsed once) until
/// `visit` returns false.
void forEachValid(const Problem& problem, const std::function<bool(const Configuration&)>& visit) {
    if (problem.space.empty()) return;
    SpaceRestrictions restrictions(problem);
    problem.space.forEach(kProductWalkLimit,
                          [&](const Configuration& c) { return !restrictions.holds(c) || visit(c); });
}
} // namespace

std::vector<Configuration> ProblemLoader::validConfigurations(const Problem& problem, std::size_t cap) {
    std::vector<Configuration> out;
    if (cap == 0) return out;
    forEachValid(problem, [&](const Configuration& c) {
        out.push_back(c);
        return out.size() < cap;
    });
    return out;
}

std::size_t ProblemLoader::countValidConfigurations(const Problem& problem) {
    std::size_t n = 0;
    forEachValid(problem, [&](const Configuration&) {
        ++n;
        return true;
    });
    return n;
}

namespace {

/// Reads the hand-written candidates (candidates/*.json, in name order) of `folder` into
/// `p`. A candidate file is read only from inside that folder, and its source only from
/// inside the candidate file's own folder (loadCandidate).
void loadHandCandidates(Problem& p, const fs::path& folder) {
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(folder / "candidates"))
        if (e.path().extension() == ".json") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
        if (!insideFolder(folder, f))
            throw InputError(f.string(), "(file)",
                             "leads outside the problem folder " + folder.string() + " (a symbolic link out)");
        p.handCandidates.push_back(ProblemLoader::loadCandidate(p, f.string()));
    }
}

} // namespace

Problem ProblemLoader::load(const std::string& pathText) {
    fs::path path(pathText);
    if (fs::is_directory(path)) {
        path /= "problem.json";
        if (!insideFolder(path.parent_path(), path))
            throw InputError(path.string(), "(file)", "leads outside the problem folder (a symbolic link out)");
    }
    const std::string file = path.string();
    const std::string folder = path.parent_path().string();
    const json document = readJsonFile(path);
    ProblemFiles files(folder);
    files.share(document, file);
    Problem p = fromDocument(
        document, file,
        [&](const std::string& name, const std::string& field) { return files.readSource(name, file, field); }, folder);
    if (const auto candidates = files.candidateFolder()) loadHandCandidates(p, *candidates);
    return p;
}

Problem ProblemLoader::fromDocument(const nlohmann::json& j, const std::string& file, const SourceReader& readSource,
                                    const std::string& folder) {
    checkKeys(j,
              {"name", "description", "sizes", "check_sizes", "buffers", "reference", "precision_reference",
               "tolerance", "work", "timing", "tunable", "hardware", "shares", "baseline", "workload"},
              file, "(problem)");
    Problem p;
    p.origin = file;
    p.folder = folder;
    p.name = requiredString(j, "name", file, "(problem)");
    if (!isProblemName(p.name)) throw InputError(file, "name", "must match [a-z0-9_]+, at most 128 characters");
    if (j.contains("description")) {
        if (!j["description"].is_string()) throw InputError(file, "description", "must be a string");
        p.description = j["description"].get<std::string>();
    }
    // Resolved by load() (ProblemFiles::share); a document in memory has its sources already.
    if (j.contains("shares") && !j["shares"].is_string())
        throw InputError(file, "shares", "must be a string, \"../NAME\"");

    readSizes(j, file, p);
    const ExpressionVariables sizeVars = sizeVariables(p);
    readBuffers(j, file, sizeVars, p);
    readReference(j, file, readSource, sizeVars, p);
    readPrecisionReference(j, file, readSource, sizeVars, p);
    readMeasurementFields(j, file, sizeVars, p);
    readTunable(j, file, readSource, sizeVars, p);
    readCheckSizes(j, file, p);
    readBaseline(j, file, p);
    readWorkload(j, file, p);

    p.referenceNote = coreText(MessageId::ReferenceTemplate, {p.name});
    checkBaseline(p);
    checkWorkload(p);
    return p;
}

} // namespace augur
