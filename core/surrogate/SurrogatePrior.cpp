#include "core/base/BoundedJson.h"
#include "core/surrogate/SurrogatePrior.h"

#include "core/datasets/DatasetHardware.h"
#include "core/base/InputError.h"
#include "core/store/SessionStore.h"
#include "core/datasets/TuningDataset.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <limits>
#include <map>

namespace augur {

namespace {

bool isSqlite(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    char head[16] = {};
    in.read(head, sizeof head);
    return in.gcount() == 16 && std::string(head, 15) == "SQLite format 3";
}

/// Maps prior parameter names onto the session's columns; checks the overlap.
std::vector<int> columnMap(const std::vector<std::string>& priorNames, const ParameterSpace& space,
                           const std::string& path, SurrogatePrior& out) {
    std::vector<int> map(space.size(), -1);
    int varying = 0, found = 0;
    for (std::size_t i = 0; i < space.size(); ++i) {
        const auto& p = space.parameters()[i];
        for (std::size_t j = 0; j < priorNames.size(); ++j)
            if (priorNames[j] == p.name) map[i] = static_cast<int>(j);
        if (map[i] >= 0) out.matched.push_back(p.name);
        if (p.values.size() < 2) continue;
        ++varying;
        if (map[i] >= 0)
            ++found;
        else
            out.missing.push_back(p.name);
    }
    if (varying == 0 || 2 * found < varying) {
        std::string names;
        for (const auto& n : priorNames) names += (names.empty() ? "" : ", ") + n;
        throw InputError(path, "parameters",
                         "another parameter space: " + std::to_string(found) + " of the session's " +
                             std::to_string(varying) +
                             " varying parameters are in the prior (its parameters: " + names + ")");
    }
    return map;
}

void addRow(SurrogatePrior& out, const std::vector<int>& map, const std::vector<double>& values, double speedup) {
    if (!(speedup > 0.0) || !std::isfinite(speedup)) return;
    for (int j : map)
        out.features.push_back(j >= 0 && static_cast<std::size_t>(j) < values.size()
                                   ? static_cast<float>(values[j])
                                   : std::numeric_limits<float>::quiet_NaN());
    out.log2Speedups.push_back(static_cast<float>(std::log2(speedup)));
}

void fromDataset(const std::string& path, const ParameterSpace& space, SurrogatePrior& out) {
    const TuningDataset ds = loadTuningDataset(path);
    std::vector<std::string> names;
    for (const auto& p : ds.problem.space.parameters()) names.push_back(p.name);
    const auto map = columnMap(names, space, path, out);
    const double refMs = ds.externalReferenceMs ? *ds.externalReferenceMs : ds.records.at(ds.referenceIndex).medianMs;
    for (const auto& r : ds.records) {
        if (r.status != MeasurementStatus::Ok) continue;
        const double s = r.recordedSpeedup ? *r.recordedSpeedup : (r.medianMs > 0 ? refMs / r.medianMs : 0.0);
        addRow(out, map, r.configuration, s);
    }
    out.kind = "dataset";
    if (auto hw = readDatasetHardware(path)) out.hardware = hw->name + (hw->arch.empty() ? "" : " (" + hw->arch + ")");
}

void fromSession(const std::string& path, const ParameterSpace& space, SurrogatePrior& out) {
    auto store = SessionStore::open(path, false);
    std::vector<std::string> names;
    try {
        const auto j = parseBoundedOrDiscarded(store->meta("parameters"));
        names = j.get<std::vector<std::string>>();
    } catch (const std::exception&) {
        throw InputError(
            path, "meta.parameters",
            "the session does not record its parameter names (written by an older Augur); use its dataset as the prior");
    }
    const auto map = columnMap(names, space, path, out);
    for (const auto& row : store->loadCandidates()) {
        const Candidate& c = row.candidate;
        if (auto s = c.measuredSpeedup(); s && c.configuration.size() == names.size())
            addRow(out, map, c.configuration, *s);
    }
    out.kind = "session";
}

} // namespace

std::string SurrogatePrior::describe(const std::string& path) const {
    const auto slash = path.find_last_of('/');
    std::string s = std::to_string(rows()) + " measurements from the " + kind + " " +
        (slash == std::string::npos ? path : path.substr(slash + 1));
    if (!hardware.empty()) s += " (" + hardware + ")";
    if (!missing.empty()) {
        s += "; not in the prior:";
        for (const auto& m : missing) s += " " + m;
    }
    return s;
}

SurrogatePrior loadSurrogatePrior(const std::string& path, const ParameterSpace& space) {
    if (space.empty()) throw InputError(path, "prior", "a prior needs a tunable parameter space in the session");
    SurrogatePrior out;
    out.columns = space.size();
    {
        std::ifstream probe(path, std::ios::binary);
        if (!probe) throw InputError(path, "prior", "cannot open the file");
    }
    if (isSqlite(path))
        fromSession(path, space, out);
    else
        fromDataset(path, space, out);
    if (out.rows() == 0) throw InputError(path, "results", "no successful measurement to learn from");
    return out;
}

} // namespace augur
