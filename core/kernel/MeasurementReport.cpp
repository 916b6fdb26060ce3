#include "core/kernel/MeasurementReport.h"
#include "core/base/BoundedJson.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace augur {

namespace {
using Json = nlohmann::json;

std::optional<double> numberAt(const Json& j, const char* key) {
    if (!j.is_object()) return std::nullopt;
    auto it = j.find(key);
    if (it == j.end() || !it->is_number()) return std::nullopt;
    return it->get<double>();
}

double number(const Json& j, const char* key, double fallback = 0.0) { return numberAt(j, key).value_or(fallback); }

std::string stringAt(const Json& j, const char* key) {
    if (!j.is_object()) return {};
    auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

const Json* objectAt(const Json& j, const char* key) {
    if (!j.is_object()) return nullptr;
    auto it = j.find(key);
    return it != j.end() && it->is_object() ? &*it : nullptr;
}

/// A small integer field (clocks, °C): absent, non-finite or out of range gives `fallback`,
/// never an undefined conversion.
int smallInt(const Json& j, const char* key, int fallback = -1) {
    const auto v = numberAt(j, key);
    return v && *v >= -1e6 && *v <= 1e6 ? static_cast<int>(*v) : fallback;
}

std::optional<GpuReading> readGpuReading(const Json& j, const char* key) {
    const Json* o = objectAt(j, key);
    if (!o) return std::nullopt;
    GpuReading g;
    g.smClockMhz = smallInt(*o, "sm_clock_mhz");
    g.memClockMhz = smallInt(*o, "mem_clock_mhz");
    g.temperatureC = smallInt(*o, "temperature_c");
    g.powerW = number(*o, "power_w", -1);
    if (auto r = o->find("throttle_reasons"); r != o->end() && r->is_array())
        for (const auto& v : *r)
            if (v.is_string() && g.throttleReasons.size() < 16) g.throttleReasons.push_back(v.get<std::string>());
    return g;
}

GpuStateReport readGpuState(const Json& d, int launchesPerSample) {
    GpuStateReport s;
    s.launchesPerSample = launchesPerSample;
    const Json* o = objectAt(d, "gpu_state");
    if (!o) return s;
    if (auto a = o->find("available"); a != o->end() && a->is_boolean()) s.available = a->get<bool>();
    s.reason = stringAt(*o, "reason");
    s.defaultSmClockMhz = smallInt(*o, "default_sm_clock_mhz");
    s.before = readGpuReading(*o, "before");
    s.after = readGpuReading(*o, "after");
    if (auto t = o->find("throttled"); t != o->end() && t->is_boolean()) s.throttled = t->get<bool>();
    s.throttle = stringAt(*o, "throttle");
    if (auto t = o->find("retried"); t != o->end() && t->is_boolean()) s.retried = t->get<bool>();
    s.lockClocks = stringAt(*o, "lock_clocks");
    return s;
}

/// A non-negative integer (parsed text gives unsigned numbers, JSON built in code signed ones).
std::optional<unsigned long long> unsignedValue(const Json& v) {
    if (v.is_number_unsigned()) return v.get<unsigned long long>();
    if (v.is_number_integer() && v.get<long long>() >= 0) return static_cast<unsigned long long>(v.get<long long>());
    return std::nullopt;
}

std::vector<double> numbers(const Json& j, const char* key) {
    std::vector<double> out;
    if (!j.is_object()) return out;
    auto it = j.find(key);
    if (it == j.end() || !it->is_array()) return out;
    for (const auto& v : *it)
        if (v.is_number()) out.push_back(v.get<double>());
    return out;
}

std::optional<CompileReport> readCompile(const Json& d, const char* key) {
    const Json* c = objectAt(d, key);
    if (!c) return std::nullopt;
    CompileReport r;
    r.ok = c->value("ok", false);
    r.arch = stringAt(*c, "arch");
    r.compileMs = number(*c, "compile_ms");
    r.log = stringAt(*c, "log");
    if (const Json* res = objectAt(*c, "resources"))
        for (auto it = res->begin(); it != res->end(); ++it) {
            if (!it->is_object()) continue;
            KernelResources k;
            k.kernel = it.key();
            k.registers = static_cast<int>(number(*it, "registers"));
            k.sharedBytes = static_cast<long long>(number(*it, "shared_bytes"));
            k.stackBytes = static_cast<long long>(number(*it, "stack_bytes"));
            k.spillStoreBytes = static_cast<long long>(number(*it, "spill_store_bytes"));
            k.spillLoadBytes = static_cast<long long>(number(*it, "spill_load_bytes"));
            k.constantBytes = static_cast<long long>(number(*it, "constant_bytes"));
            r.resources.push_back(std::move(k));
        }
    return r;
}

KernelProfile readProfile(const Json& d) {
    KernelProfile p;
    const Json* j = objectAt(d, "profile");
    if (!j) {
        p.reason = "not profiled";
        return p;
    }
    p.available = j->value("available", false);
    p.reason = stringAt(*j, "reason");
    p.subject = stringAt(*j, "subject");
    p.passes = static_cast<int>(number(*j, "passes"));
    p.wallMs = number(*j, "wall_ms");
    if (const Json* m = objectAt(*j, "metrics"))
        for (const auto& metric : profileMetrics())
            if (auto v = numberAt(*m, metric.key)) p.values[metric.key] = *v;
    if (auto u = j->find("unavailable_metrics"); u != j->end() && u->is_array())
        for (const auto& n : *u)
            if (n.is_string()) p.unavailable.push_back(n.get<std::string>());
    return p;
}

std::vector<double> readKernelDurations(const Json& d) {
    std::vector<double> out;
    const Json* p = objectAt(d, "profile");
    if (!p) return out;
    auto k = p->find("kernels");
    if (k == p->end() || !k->is_array()) return out;
    for (const auto& kernel : *k) {
        const Json* m = objectAt(kernel, "metrics");
        out.push_back(m ? number(*m, "duration_ns") : 0.0);
    }
    return out;
}

std::vector<LaunchGeometry> readLaunchGeometry(const Json& d) {
    std::vector<LaunchGeometry> out;
    auto it = d.find("launch_geometry");
    if (it == d.end() || !it->is_array()) return out;
    for (const auto& g : *it) {
        if (!g.is_object()) continue;
        LaunchGeometry l;
        l.kernel = stringAt(g, "kernel");
        l.gridBlocks = static_cast<long long>(number(g, "grid_blocks"));
        l.blockThreads = static_cast<int>(number(g, "block_threads"));
        l.dynamicSharedBytes = static_cast<long long>(number(g, "dynamic_shared_bytes"));
        l.blocksPerSm = static_cast<int>(number(g, "blocks_per_sm"));
        l.smCount = static_cast<int>(number(g, "sm_count"));
        l.waves = number(g, "waves");
        l.theoreticalOccupancyPct = number(g, "theoretical_occupancy_pct");
        out.push_back(std::move(l));
    }
    return out;
}

std::optional<DevicePeaks> readDevicePeaks(const Json& d) {
    const Json* p = objectAt(d, "device_peaks");
    if (!p) return std::nullopt;
    DevicePeaks peaks{number(*p, "dram_gbs"), number(*p, "fp32_gflops"), number(*p, "tensor_gflops")};
    if (peaks.dramGBs <= 0 && peaks.fp32GFlops <= 0) return std::nullopt;
    return peaks;
}

std::optional<EnergySample> energySample(const Json& e, const char* key) {
    const Json* s = objectAt(e, key);
    if (!s) return std::nullopt;
    EnergySample out;
    out.joulesPerLaunch = number(*s, "j_per_launch");
    out.averagePowerW = number(*s, "avg_power_w");
    out.launches = static_cast<long long>(number(*s, "launches"));
    out.loopSeconds = number(*s, "loop_s");
    out.spreadPct = number(*s, "spread_pct");
    out.repeatsJPerLaunch = numbers(*s, "repeats_j_per_launch");
    if (out.joulesPerLaunch <= 0) return std::nullopt;
    return out;
}

EnergyReport readEnergy(const Json& d) {
    EnergyReport r;
    const Json* e = objectAt(d, "energy");
    if (!e) return r;
    r.available = e->value("available", false);
    r.reason = stringAt(*e, "reason");
    r.reference = energySample(*e, "reference");
    r.candidate = energySample(*e, "candidate");
    if (!r.candidate && !r.reference) r.available = false;
    return r;
}

std::optional<ConfirmationReport> readConfirmation(const Json& d) {
    auto it = d.find("confirmation");
    if (it == d.end()) return std::nullopt;
    ConfirmationReport c;
    if (it->is_string()) {
        c.verdict = it->get<std::string>();
        return c;
    }
    if (!it->is_object()) return std::nullopt;
    c.verdict = stringAt(*it, "verdict");
    c.speedup = numberAt(*it, "speedup");
    c.ratio = numberAt(*it, "ratio");
    if (auto s = it->find("seed"); s != it->end()) c.seed = unsignedValue(*s);
    c.everyTimedLaunchChecked = it->value("every_timed_launch_checked", false);
    return c;
}
} // namespace

struct MeasurementReport::Data {
    nlohmann::json json;
    MeasurementReportSections sections;
};

int CompileReport::maxRegisters() const {
    int r = 0;
    for (const auto& k : resources) r = std::max(r, k.registers);
    return r;
}

long long CompileReport::spillBytes() const {
    long long s = 0;
    for (const auto& k : resources) s += k.spillStoreBytes + k.spillLoadBytes;
    return s;
}

std::shared_ptr<const MeasurementReport::Data> MeasurementReport::read(nlohmann::json report) {
    if (!report.is_object() || report.empty()) return nullptr;
    auto data = std::make_shared<Data>();
    data->json = std::move(report);
    const Json& d = data->json;
    MeasurementReportSections& r = data->sections;
    r.device = stringAt(d, "device");
    r.arch = stringAt(d, "arch");
    r.referenceCompile = readCompile(d, "reference_compile");
    r.candidateCompile = readCompile(d, "candidate_compile");
    if (const Json* p = objectAt(d, "phases_ms"))
        for (auto it = p->begin(); it != p->end(); ++it)
            if (it->is_number()) r.phasesMs[it.key()] = it->get<double>();
    if (auto s = d.find("correctness_seeds"); s != d.end() && s->is_array())
        for (const auto& v : *s)
            if (auto seed = unsignedValue(v)) r.correctnessSeeds.push_back(*seed);
    if (const Json* t = objectAt(d, "timing")) {
        if (const Json* ref = objectAt(*t, "reference")) r.timing.referenceMedianMs = numberAt(*ref, "median_ms");
        if (const Json* cand = objectAt(*t, "candidate")) r.timing.candidateMedianMs = numberAt(*cand, "median_ms");
        r.timing.referenceSamplesMs = numbers(*t, "reference_samples_ms");
        r.timing.candidateSamplesMs = numbers(*t, "candidate_samples_ms");
        r.timing.relativeCiHalfWidth = numberAt(*t, "relative_ci_half_width");
    }
    r.gpuState =
        readGpuState(d, smallInt(objectAt(d, "timing") ? *objectAt(d, "timing") : Json(), "launches_per_sample", 1));
    if (const Json* c = objectAt(d, "cupti")) {
        r.cupti.available = c->value("available", false);
        r.cupti.reason = stringAt(*c, "reason");
        r.cupti.referenceEventOverKernel = numberAt(*c, "reference_event_over_kernel");
        r.cupti.candidateEventOverKernel = numberAt(*c, "candidate_event_over_kernel");
    }
    r.timingEfficiency = numberAt(d, "timing_efficiency");
    r.achievedGBs = numberAt(d, "achieved_bandwidth_gbs");
    r.achievedGFlops = numberAt(d, "achieved_gflops");
    r.bandwidthFraction = numberAt(d, "bandwidth_fraction_of_peak");
    r.devicePeaks = readDevicePeaks(d);
    r.launchGeometry = readLaunchGeometry(d);
    r.profile = readProfile(d);
    r.kernelDurationNs = readKernelDurations(d);
    r.energy = readEnergy(d);
    if (const Json* e = objectAt(d, "energy")) r.energyRatio = numberAt(*e, "energy_ratio");
    r.warning = stringAt(d, "warning");
    r.suspicion = stringAt(d, "suspicion");
    r.confirmation = readConfirmation(d);
    return data;
}

MeasurementReport MeasurementReport::fromJson(const nlohmann::json& report) {
    MeasurementReport r;
    r.data_ = read(report);
    return r;
}

MeasurementReport MeasurementReport::parse(std::string_view text) {
    if (text.empty()) return {};
    return fromJson(parseBoundedOrDiscarded(text));
}

const nlohmann::json& MeasurementReport::json() const {
    static const nlohmann::json kEmpty = nlohmann::json::object();
    return data_ ? data_->json : kEmpty;
}

std::string MeasurementReport::text() const { return data_ ? data_->json.dump() : std::string(); }

const MeasurementReportSections& MeasurementReport::sections() const {
    static const MeasurementReportSections kEmpty = [] {
        MeasurementReportSections s;
        s.profile.reason = "not profiled";
        return s;
    }();
    return data_ ? data_->sections : kEmpty;
}

void MeasurementReport::setSection(const std::string& name, nlohmann::json value) {
    nlohmann::json copy = json();
    copy[name] = std::move(value);
    data_ = read(std::move(copy));
}

void MeasurementReport::dropTimingSamples() {
    if (!data_) return;
    nlohmann::json copy = data_->json;
    if (auto t = copy.find("timing"); t != copy.end() && t->is_object()) {
        t->erase("reference_samples_ms");
        t->erase("candidate_samples_ms");
    }
    data_ = read(std::move(copy));
}

} // namespace augur
