#include "core/problem/MeasureJob.h"

#include "core/base/Expression.h"
#include "core/base/InputError.h"
#include "core/problem/ProblemJson.h"
#include "core/problem/ProblemLoader.h"
#include "core/problem/ResolvedArgJson.h"
#include "core/base/JsonWholeNumber.h"

#include <cmath>
#include <map>
#include <stdexcept>
#include <type_traits>

namespace augur {

using json = nlohmann::json;

namespace {

struct Resolver {
    const std::string& origin;
    const std::vector<ResolvedBuffer>& buffers;
    const ExpressionVariables& vars;

    long long integer(const std::string& expr, const std::string& field) const {
        try {
            return evaluateIntegerExpression(expr, vars);
        } catch (const std::invalid_argument& e) {
            throw InputError(origin, field, e.what());
        }
    }

    double number(const std::string& expr, const std::string& field) const {
        try {
            return evaluateExpression(expr, vars);
        } catch (const std::invalid_argument& e) {
            throw InputError(origin, field, e.what());
        }
    }

    ResolvedLaunch launch(const LaunchSpec& l, const std::string& field) const {
        ResolvedLaunch r;
        r.kernel = l.kernel;
        for (int d = 0; d < 3; ++d) {
            r.grid[d] = integer(l.grid[d], field + ".grid[" + std::to_string(d) + "]");
            r.block[d] = integer(l.block[d], field + ".block[" + std::to_string(d) + "]");
            if (r.grid[d] <= 0 || r.block[d] <= 0)
                throw InputError(origin, field, "grid and block dimensions must be positive");
        }
        r.sharedBytes = integer(l.sharedBytes, field + ".shared_bytes");
        if (r.sharedBytes < 0) throw InputError(origin, field + ".shared_bytes", "must not be negative");
        r.residentGrid = number(l.residentGrid, field + ".resident_grid") != 0.0; // any nonzero value

        for (std::size_t a = 0; a < l.args.size(); ++a) {
            const std::string f = field + ".args[" + std::to_string(a) + "]";
            std::string text = l.args[a];
            ResolvedArg arg;
            if (isTensorMapArg(text)) {
                r.args.push_back(tensorMap(text, f));
                continue;
            }
            if (const int b = bufferIndex(text); b >= 0) {
                arg.kind = ResolvedArg::Kind::Buffer;
                arg.buffer = b;
            } else {
                if (auto colon = text.find(':'); colon != std::string::npos) {
                    const auto kind = scalarArgKind(text.substr(0, colon));
                    if (!kind) throw InputError(origin, f, "unknown argument type in '" + text + "'");
                    arg.kind = *kind;
                    text = text.substr(colon + 1);
                }
                try {
                    arg.value = evaluateExpression(text, vars);
                } catch (const std::invalid_argument& e) {
                    throw InputError(origin, f, e.what());
                }
            }
            r.args.push_back(arg);
        }
        return r;
    }

    /// The index of the buffer named `name` (the last of that name), -1 for none.
    int bufferIndex(const std::string& name) const {
        for (std::size_t b = buffers.size(); b-- > 0;)
            if (buffers[b].name == name) return static_cast<int>(b);
        return -1;
    }

    ResolvedArg tensorMap(const std::string& text, const std::string& field) const {
        ResolvedArg arg;
        arg.kind = ResolvedArg::Kind::TensorMap;
        try {
            arg.tensorMap = parseTensorMapArg(
                text, [this](const std::string& n) { return bufferIndex(n); }, vars);
        } catch (const std::invalid_argument& e) {
            throw InputError(origin, field, e.what());
        }
        const ResolvedBuffer& b = buffers[static_cast<std::size_t>(arg.tensorMap.buffer)];
        if (const std::string why = tensorMapBufferProblem(arg.tensorMap, b); !why.empty())
            throw InputError(origin, field, "tensor_map " + b.name + ": " + why);
        arg.buffer = arg.tensorMap.buffer;
        return arg;
    }

    std::vector<ResolvedLaunch> launches(const std::vector<LaunchSpec>& ls, const std::string& field) const {
        std::vector<ResolvedLaunch> out;
        for (std::size_t i = 0; i < ls.size(); ++i) out.push_back(launch(ls[i], field + "[" + std::to_string(i) + "]"));
        return out;
    }
};

ResolvedBuffer resolveBuffer(const BufferSpec& b, const ExpressionVariables& vars, const std::string& origin) {
    ResolvedBuffer r{b.name, b.dtype, b.role, b.init, 0, b.rangeLow, b.rangeHigh};
    try {
        r.count = evaluateIntegerExpression(b.count, vars);
    } catch (const std::invalid_argument& e) {
        throw InputError(origin, "buffers." + b.name + ".count", e.what());
    }
    if (r.count <= 0) throw InputError(origin, "buffers." + b.name + ".count", "must be positive");
    return r;
}

std::string formatDefineValue(double v) { return formatParameterValue(v); }

} // namespace

MeasureJob resolveMeasureJob(const Problem& problem, const Candidate& candidate, const MeasureSettings& settings) {
    MeasureJob job;
    job.problem = problem.name;
    job.settings = settings;
    job.settings.warmL2 = settings.warmL2 || problem.warmL2;
    job.tolerance = problem.tolerance;
    const ExpressionVariables sizes = problemjson::sizeVariables(problem.sizes);
    try {
        if (!problem.workFlops.empty()) job.flops = evaluateExpression(problem.workFlops, sizes);
        if (!problem.workBytes.empty()) job.bytes = evaluateExpression(problem.workBytes, sizes);
    } catch (const std::invalid_argument& e) {
        throw InputError(problem.origin, "work", e.what());
    }

    // What the candidate runs: the reference plan, the template at a configuration, or a
    // free-form plan with its own scratch buffers.
    std::vector<BufferSpec> bufferSpecs = problem.buffers;
    const std::vector<LaunchSpec>* candidateLaunches = &problem.referenceLaunches;
    std::string candidateOrigin = problem.origin, candidateField = "reference.launches";
    ExpressionVariables params; // tunable parameters, added to the sizes
    CandidateSpec plan;
    job.reference.label = "reference";
    job.reference.source = problem.referenceSource;
    if (candidate.origin == Origin::Reference) {
        job.referenceOnly = true;
        job.candidate = job.reference;
    } else if (!candidate.configuration.empty()) {
        if (problem.tunableSource.empty())
            throw InputError(problem.origin, "tunable",
                             "candidate has a configuration but the problem has no tunable template");
        if (candidate.configuration.size() != problem.space.size())
            throw InputError(problem.origin, "tunable.params",
                             "configuration has " + std::to_string(candidate.configuration.size()) + " values for " +
                                 std::to_string(problem.space.size()) + " parameters");
        for (std::size_t i = 0; i < problem.space.size(); ++i) {
            const auto& name = problem.space.parameters()[i].name;
            params[name] = candidate.configuration[i];
            job.candidate.defines.push_back(name + "=" + formatDefineValue(candidate.configuration[i]));
        }
        job.candidate.label = problem.space.key(candidate.configuration);
        job.candidate.source = problem.tunableSource;
        candidateLaunches = &problem.tunableLaunches;
        candidateField = "tunable.launches";
    } else {
        // Outside a session (augur-cli measure) a candidate has no id: its caller names it.
        candidateOrigin =
            candidate.id == kNoCandidate ? std::string("candidate") : "candidate " + std::to_string(candidate.id);
        if (candidate.source.empty())
            throw InputError(candidateOrigin, "source", "the candidate has neither source nor configuration");
        plan = ProblemLoader::parseCandidatePlan(problem, candidate.launchesJson, candidateOrigin);
        for (const auto& b : plan.buffers) bufferSpecs.push_back(b);
        for (const auto& [name, value] : plan.parameters) { // a template's configuration: defines, launch variables
            params[name] = value;
            job.candidate.defines.push_back(name + "=" + formatDefineValue(value));
        }
        job.candidate.label = candidateOrigin;
        job.candidate.source = candidate.source;
        candidateLaunches = &plan.launches;
        candidateField = "launches";
    }

    ExpressionVariables withParams = sizes;
    for (const auto& [k, v] : params) withParams[k] = v;
    for (std::size_t b = 0; b < bufferSpecs.size(); ++b) // problem buffers never see the parameters
        job.buffers.push_back(b < problem.buffers.size() ? resolveBuffer(bufferSpecs[b], sizes, problem.origin)
                                                         : resolveBuffer(bufferSpecs[b], withParams, candidateOrigin));
    job.reference.launches =
        Resolver{problem.origin, job.buffers, sizes}.launches(problem.referenceLaunches, "reference.launches");
    if (!problem.precisionSource.empty()) {
        job.precision.label = "precision_reference";
        job.precision.source = problem.precisionSource;
        job.precision.launches = Resolver{problem.origin, job.buffers, sizes}.launches(problem.precisionLaunches,
                                                                                       "precision_reference.launches");
        job.precisionMaxRatio = problem.precisionMaxRatio;
        job.precisionMinError = problem.precisionMinError;
        job.precisionMaxError = problem.precisionMaxError;
        if (!problem.precisionErrorScale.empty())
            job.precisionErrorScale = evaluateExpression(problem.precisionErrorScale, sizes);
    }
    if (!job.referenceOnly)
        job.candidate.launches =
            Resolver{candidateOrigin, job.buffers, withParams}.launches(*candidateLaunches, candidateField);
    else
        job.candidate.launches = job.reference.launches;

    for (const auto& variantSizes : problem.checkSizes) {
        std::string label;
        for (const auto& [k, n] : variantSizes)
            if (problem.sizes.at(k) != n) label += (label.empty() ? "" : ",") + k + "=" + std::to_string(n);
        if (!candidate.configuration.empty()) {
            Problem resized = problem;
            resized.sizes = variantSizes;
            if (!ProblemLoader::satisfiesRestrictions(resized, candidate.configuration)) {
                job.skippedSizes.push_back(label);
                continue;
            }
        }
        const ExpressionVariables vs = problemjson::sizeVariables(variantSizes);
        ExpressionVariables vp = vs;
        for (const auto& [k, v] : params) vp[k] = v;
        SizeVariant variant;
        variant.label = label;
        std::vector<ResolvedBuffer> resized;
        for (std::size_t b = 0; b < bufferSpecs.size(); ++b) {
            resized.push_back(resolveBuffer(bufferSpecs[b], b < problem.buffers.size() ? vs : vp, problem.origin));
            variant.counts.push_back(resized.back().count);
        }
        variant.reference = Resolver{problem.origin, resized, vs}.launches(problem.referenceLaunches,
                                                                           "check_sizes: reference.launches");
        variant.candidate = job.referenceOnly
            ? variant.reference
            : Resolver{candidateOrigin, resized, vp}.launches(*candidateLaunches, "check_sizes: " + candidateField);
        job.sizeVariants.push_back(std::move(variant));
    }
    return job;
}

namespace {

json planJson(const ResolvedPlan& p) {
    json launches = json::array();
    for (const auto& l : p.launches) {
        json args = json::array();
        for (const auto& a : l.args) args.push_back(toJson(a));
        launches.push_back({{"kernel", l.kernel},
                            {"grid", {l.grid[0], l.grid[1], l.grid[2]}},
                            {"block", {l.block[0], l.block[1], l.block[2]}},
                            {"shared_bytes", l.sharedBytes},
                            {"resident_grid", l.residentGrid},
                            {"args", args}});
    }
    json out{{"label", p.label}, {"source", p.source}, {"defines", p.defines}, {"launches", launches}};
    if (p.vendor) out["vendor"] = toJson(*p.vendor);
    return out;
}

template <typename T>
T field(const json& j, const char* key, const std::string& where) {
    if (!j.is_object() || !j.contains(key)) throw std::invalid_argument(where + "." + key + ": missing");
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) { // get<int>() wraps 99999999999
        if (auto v = wholeNumber<T>(j.at(key))) return *v;
        throw std::invalid_argument(where + "." + key + ": expected a whole number within its type's range");
    }
    try {
        return j.at(key).get<T>();
    } catch (const json::exception& e) {
        throw std::invalid_argument(where + "." + key + ": " + e.what());
    }
}

ResolvedPlan planFromJson(const json& j, const std::string& where, const std::vector<ResolvedBuffer>& buffers) {
    ResolvedPlan p;
    if (j.contains("vendor")) p.vendor = vendorCallFromJson(j["vendor"], where + ".vendor", buffers);
    p.label = field<std::string>(j, "label", where);
    p.source = field<std::string>(j, "source", where);
    p.defines = field<std::vector<std::string>>(j, "defines", where);
    const json launches = field<json>(j, "launches", where);
    for (std::size_t i = 0; i < launches.size(); ++i) {
        const std::string w = where + ".launches[" + std::to_string(i) + "]";
        const json& lj = launches[i];
        ResolvedLaunch l;
        l.kernel = field<std::string>(lj, "kernel", w);
        auto grid = field<std::vector<long long>>(lj, "grid", w);
        auto block = field<std::vector<long long>>(lj, "block", w);
        if (grid.size() != 3 || block.size() != 3) throw std::invalid_argument(w + ": grid and block need 3 values");
        for (int d = 0; d < 3; ++d) {
            l.grid[d] = grid[d];
            l.block[d] = block[d];
        }
        l.sharedBytes = field<long long>(lj, "shared_bytes", w);
        if (lj.contains("resident_grid")) l.residentGrid = field<bool>(lj, "resident_grid", w);
        for (const auto& aj : field<json>(lj, "args", w))
            l.args.push_back(resolvedArgFromJson(aj, w + ".args", buffers));
        p.launches.push_back(std::move(l));
    }
    return p;
}

json launchesJson(const std::vector<ResolvedLaunch>& launches) {
    ResolvedPlan p;
    p.launches = launches;
    return planJson(p)["launches"];
}

json variantsJson(const std::vector<SizeVariant>& variants) {
    json out = json::array();
    for (const auto& v : variants)
        out.push_back({{"label", v.label},
                       {"counts", v.counts},
                       {"reference", launchesJson(v.reference)},
                       {"candidate", launchesJson(v.candidate)}});
    return out;
}
} // namespace

json toJson(const MeasureSettings& s) {
    return {{"seeds", s.seeds},
            {"min_samples", s.minSamples},
            {"max_samples", s.maxSamples},
            {"noise_target", s.noiseTarget},
            {"time_budget_ms", s.timeBudgetMs},
            {"warm_l2", s.warmL2},
            {"cupti", s.cupti},
            {"seed", s.seed},
            {"seed_pool", s.seedPool},
            {"pool_seed", s.poolSeed},
            {"seed_pool_bytes", s.seedPoolBytes},
            {"check_fraction", s.checkFraction},
            {"profile", s.profile},
            {"energy", s.energy},
            {"energy_loop_ms", s.energyLoopMs},
            {"energy_repeats", s.energyRepeats},
            {"between_spread", s.betweenSpread},
            {"batch_below_us", s.batchBelowUs},
            {"lock_clocks", s.lockClocks},
            {"retry_throttled", s.retryThrottled}};
}

json toJson(const MeasureJob& job) {
    json buffers = json::array();
    for (const auto& b : job.buffers)
        buffers.push_back({{"name", b.name},
                           {"dtype", b.dtype},
                           {"role", b.role},
                           {"init", b.init},
                           {"count", b.count},
                           {"range", {b.rangeLow, b.rangeHigh}}});
    return {{"problem", job.problem},
            {"buffers", buffers},
            {"reference", planJson(job.reference)},
            {"candidate", planJson(job.candidate)},
            {"precision", planJson(job.precision)},
            {"precision_limits",
             {{"max_ratio", job.precisionMaxRatio},
              {"min_error", job.precisionMinError},
              {"error_scale", job.precisionErrorScale},
              {"max_error", job.precisionMaxError}}},
            {"reference_only", job.referenceOnly},
            {"tolerance", {{"atol", job.tolerance.atol}, {"rtol", job.tolerance.rtol}}},
            {"work", {{"flops", job.flops}, {"bytes", job.bytes}}},
            {"settings", toJson(job.settings)},
            {"size_variants", variantsJson(job.sizeVariants)},
            {"skipped_sizes", job.skippedSizes}};
}

MeasureJob measureJobFromJson(const json& j) {
    MeasureJob job;
    job.problem = field<std::string>(j, "problem", "job");
    for (const auto& bj : field<json>(j, "buffers", "job")) {
        ResolvedBuffer b;
        b.name = field<std::string>(bj, "name", "job.buffers");
        b.dtype = field<std::string>(bj, "dtype", "job.buffers");
        b.role = field<std::string>(bj, "role", "job.buffers");
        b.init = field<std::string>(bj, "init", "job.buffers");
        b.count = field<long long>(bj, "count", "job.buffers");
        auto range = field<std::vector<double>>(bj, "range", "job.buffers");
        if (range.size() == 2) {
            b.rangeLow = range[0];
            b.rangeHigh = range[1];
        }
        job.buffers.push_back(std::move(b));
    }
    job.reference = planFromJson(field<json>(j, "reference", "job"), "job.reference", job.buffers);
    job.candidate = planFromJson(field<json>(j, "candidate", "job"), "job.candidate", job.buffers);
    if (j.contains("precision")) {
        job.precision = planFromJson(field<json>(j, "precision", "job"), "job.precision", job.buffers);
        const json pl = field<json>(j, "precision_limits", "job");
        job.precisionMaxRatio = field<double>(pl, "max_ratio", "job.precision_limits");
        job.precisionMinError = field<double>(pl, "min_error", "job.precision_limits");
        job.precisionMaxError = pl.contains("max_error") ? field<double>(pl, "max_error", "job.precision_limits") : 0.0;
        if (!(job.precisionMaxError >= 0 && job.precisionMaxError < 1))
            throw std::invalid_argument("job.precision_limits: max_error in [0, 1)");
        job.precisionErrorScale =
            pl.contains("error_scale") ? field<double>(pl, "error_scale", "job.precision_limits") : 0.0;
        if (!(job.precisionMaxRatio >= 1 && job.precisionMaxRatio <= 1e6) ||
            !(job.precisionMinError >= 0 && job.precisionMinError < 1) ||
            !(job.precisionErrorScale >= 0 && std::isfinite(job.precisionErrorScale)))
            throw std::invalid_argument(
                "job.precision_limits: max_ratio in 1..1e6, min_error in [0, 1) and error_scale finite, >= 0");
    }
    job.referenceOnly = field<bool>(j, "reference_only", "job");
    const json t = field<json>(j, "tolerance", "job");
    job.tolerance.atol = field<double>(t, "atol", "job.tolerance");
    job.tolerance.rtol = field<double>(t, "rtol", "job.tolerance");
    const json w = field<json>(j, "work", "job");
    job.flops = field<double>(w, "flops", "job.work");
    job.bytes = field<double>(w, "bytes", "job.work");
    const json s = field<json>(j, "settings", "job");
    auto& st = job.settings;
    st.seeds = field<int>(s, "seeds", "job.settings");
    st.minSamples = field<int>(s, "min_samples", "job.settings");
    st.maxSamples = field<int>(s, "max_samples", "job.settings");
    st.noiseTarget = field<double>(s, "noise_target", "job.settings");
    st.timeBudgetMs = field<double>(s, "time_budget_ms", "job.settings");
    st.warmL2 = field<bool>(s, "warm_l2", "job.settings");
    st.cupti = field<bool>(s, "cupti", "job.settings");
    st.seed = field<unsigned long long>(s, "seed", "job.settings");
    // Optional: jobs from before profiling and energy existed leave them out.
    if (s.contains("check_fraction")) st.checkFraction = field<double>(s, "check_fraction", "job.settings");
    if (!(st.checkFraction >= 0 && st.checkFraction <= 1))
        throw std::invalid_argument("job.settings.check_fraction: expected 0..1");
    if (s.contains("profile")) st.profile = field<bool>(s, "profile", "job.settings");
    if (s.contains("energy")) st.energy = field<bool>(s, "energy", "job.settings");
    if (s.contains("energy_loop_ms")) st.energyLoopMs = field<double>(s, "energy_loop_ms", "job.settings");
    if (s.contains("energy_repeats")) st.energyRepeats = field<int>(s, "energy_repeats", "job.settings");
    if (st.energyRepeats < 1 || st.energyRepeats > 20)
        throw std::invalid_argument("job.settings.energy_repeats: expected 1..20");
    if (!(st.energyLoopMs >= 100 && st.energyLoopMs <= 60000))
        throw std::invalid_argument("job.settings.energy_loop_ms: expected 100..60000 ms");
    if (s.contains("between_spread")) st.betweenSpread = field<double>(s, "between_spread", "job.settings");
    if (!(st.betweenSpread >= 0 && st.betweenSpread <= 0.5))
        throw std::invalid_argument("job.settings.between_spread: expected 0..0.5");
    if (s.contains("batch_below_us")) st.batchBelowUs = field<double>(s, "batch_below_us", "job.settings");
    if (!(st.batchBelowUs >= 0 && st.batchBelowUs <= 1000))
        throw std::invalid_argument("job.settings.batch_below_us: expected 0..1000 µs");
    if (s.contains("lock_clocks")) st.lockClocks = field<bool>(s, "lock_clocks", "job.settings");
    if (s.contains("retry_throttled")) st.retryThrottled = field<bool>(s, "retry_throttled", "job.settings");
    if (s.contains("seed_pool")) st.seedPool = field<int>(s, "seed_pool", "job.settings");
    if (s.contains("pool_seed")) st.poolSeed = field<unsigned long long>(s, "pool_seed", "job.settings");
    if (s.contains("seed_pool_bytes")) st.seedPoolBytes = field<double>(s, "seed_pool_bytes", "job.settings");
    if (st.seedPool != 0 && (st.seedPool < st.seeds || st.seedPool > 64))
        throw std::invalid_argument("job.settings.seed_pool: expected 0 or seeds..64");
    if (!(st.seedPoolBytes >= 0 && st.seedPoolBytes <= 1e15))
        throw std::invalid_argument("job.settings.seed_pool_bytes: expected 0..1e15 bytes");
    if (j.contains("size_variants")) {
        for (const auto& vj : j["size_variants"]) {
            SizeVariant v;
            v.label = field<std::string>(vj, "label", "job.size_variants");
            v.counts = field<std::vector<long long>>(vj, "counts", "job.size_variants");
            if (v.counts.size() != job.buffers.size())
                throw std::invalid_argument("job.size_variants.counts: one count per buffer");
            auto launchesOf = [&](const char* side) { // a plan of launches alone
                const json plan{{"label", ""},
                                {"source", ""},
                                {"defines", json::array()},
                                {"launches", field<json>(vj, side, "job.size_variants")}};
                return planFromJson(plan, std::string("job.size_variants.") + side, job.buffers).launches;
            };
            v.reference = launchesOf("reference");
            v.candidate = launchesOf("candidate");
            job.sizeVariants.push_back(std::move(v));
        }
    }
    if (j.contains("skipped_sizes")) job.skippedSizes = field<std::vector<std::string>>(j, "skipped_sizes", "job");
    if (st.seeds < 1 || st.minSamples < 1 || st.maxSamples < st.minSamples)
        throw std::invalid_argument("job.settings: seeds >= 1 and 1 <= min_samples <= max_samples");
    return job;
}

json prefetchJson(const std::vector<const ResolvedPlan*>& plans) {
    json out = json::array();
    for (const ResolvedPlan* p : plans)
        out.push_back({{"label", p->label}, {"source", p->source}, {"defines", p->defines}});
    return out;
}

std::vector<ResolvedPlan> prefetchPlansFromJson(const json& j) {
    if (!j.is_array() || j.size() > 4) throw std::invalid_argument("prefetch: expected an array of at most 4 plans");
    std::vector<ResolvedPlan> plans;
    for (const json& e : j) {
        ResolvedPlan p;
        p.label = field<std::string>(e, "label", "prefetch");
        p.source = field<std::string>(e, "source", "prefetch");
        p.defines = field<std::vector<std::string>>(e, "defines", "prefetch");
        if (p.source.size() > (4u << 20) || p.defines.size() > 256 || p.label.size() > 256)
            throw std::invalid_argument("prefetch: a plan over 4 MiB of source, 256 defines or a 256-byte label");
        plans.push_back(std::move(p));
    }
    return plans;
}

} // namespace augur
