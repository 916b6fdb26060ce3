// The "workload" section of a problem document (docs/problem-format.md, "Workload shapes").
#include "core/base/InputError.h"
#include "core/problem/BaselineJob.h"
#include "core/problem/ProblemJson.h"
#include "core/problem/ProblemSections.h"
#include "core/problem/SpaceRestrictions.h"
#include "core/problem/WorkloadShapes.h"

#include <cmath>
#include <map>
#include <vector>

namespace augur::problemjson {

void readWorkload(const json& j, const std::string& file, Problem& p) {
    if (!j.contains("workload")) return;
    const json& w = j["workload"];
    if (!w.is_array() || w.size() < 2 || w.size() > kMaxWorkloadShapes)
        throw InputError(file, "workload",
                         "must be an array of 2 to " + std::to_string(kMaxWorkloadShapes) + " shapes");
    for (std::size_t i = 0; i < w.size(); ++i) {
        const std::string f = "workload[" + std::to_string(i) + "]";
        if (!w[i].is_object()) throw InputError(file, f, "must be an object {\"sizes\", \"weight\"}");
        checkKeys(w[i], {"sizes", "weight"}, file, f);
        WorkloadShape shape;
        shape.sizes = p.sizes;
        if (!w[i].contains("sizes") || !w[i]["sizes"].is_object() || w[i]["sizes"].empty())
            throw InputError(file, f + ".sizes", "must be an object of sizes overriding the problem's");
        for (auto it = w[i]["sizes"].begin(); it != w[i]["sizes"].end(); ++it) {
            if (!p.sizes.count(it.key())) throw InputError(file, f + ".sizes." + it.key(), "not a size of the problem");
            if (!it.value().is_number_integer() || it.value().get<long long>() <= 0)
                throw InputError(file, f + ".sizes." + it.key(), "must be a positive integer");
            shape.sizes[it.key()] = it.value().get<long long>();
        }
        if (w[i].contains("weight")) {
            const json& wt = w[i]["weight"];
            if (!wt.is_number() || !(wt.get<double>() > 0 && wt.get<double>() <= 1e6))
                throw InputError(file, f + ".weight", "must be a number in (0, 1e6]");
            shape.weight = wt.get<double>();
        }
        for (const auto& [name, value] : shape.sizes)
            shape.label += (shape.label.empty() ? "" : " ") + name + "=" + std::to_string(value);
        for (std::size_t k = 0; k < p.workload.size(); ++k)
            if (p.workload[k].sizes == shape.sizes)
                throw InputError(file, f + ".sizes", "repeats workload[" + std::to_string(k) + "]");
        p.workload.push_back(std::move(shape));
    }
}

namespace {

/// Whether a configuration of the template satisfies the restrictions at the problem's sizes
/// and at every shape, among the first 100,000 in odometer order (as readTunable looks):
/// walked lazily, the restrictions compiled once, so neither a huge space nor many shapes
/// make loading slow or large.
bool someConfigurationRunsEverywhere(const Problem& p) {
    SpaceRestrictions restrictions(p);
    bool found = false;
    p.space.forEach(100'000, [&](const Configuration& c) {
        found = restrictions.holds(c);
        return !found; // the first one settles it
    });
    return found;
}

} // namespace

void checkWorkload(Problem& p) {
    for (std::size_t i = 0; i < p.workload.size(); ++i) {
        // Buffers, the reference, the float64 reference and the baseline evaluate at every
        // shape, so a shape that cannot run fails here, not on the GPU.
        const Problem shaped = problemAtShape(p, i);
        try {
            Candidate root;
            root.origin = Origin::Reference;
            (void)resolveMeasureJob(shaped, root, MeasureSettings{});
            if (p.baseline) (void)resolveBaselineJob(shaped, MeasureSettings{});
        } catch (const InputError& e) { // the same file: its field, at this shape
            throw InputError(p.origin,
                             "workload[" + std::to_string(i) + "] (" + p.workload[i].label + "): " + e.field(),
                             e.reason());
        }
    }
    if (p.workload.empty() || p.space.empty()) return;
    if (!someConfigurationRunsEverywhere(p)) // a restriction that does not parse: InputError
        throw InputError(p.origin, "workload",
                         "no configuration of the template satisfies the restrictions at the problem's sizes and "
                         "every shape (the first 100,000 were tried)");
}

} // namespace augur::problemjson
