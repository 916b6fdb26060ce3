#include "core/RooflineData.h"

#include <nlohmann/json.hpp>

namespace augur {

namespace {
using json = nlohmann::json;
double num(const json& j, const char* key) {
    if (!j.is_object()) return 0.0;
    auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<double>() : 0.0;
}
} // namespace

void RooflineData::readReport(const std::string& details, Entry& e) {
    // One parse per report: a session of 10,000 measured candidates is read in one go.
    const json d = json::parse(details, nullptr, false);
    if (!d.is_object()) return;
    e.gflops = num(d, "achieved_gflops");
    e.gbs = num(d, "achieved_bandwidth_gbs");
    if (auto p = d.find("profile"); p != d.end() && p->is_object() && p->value("available", false))
        if (auto m = p->find("metrics"); m != p->end()) e.dramBytes = num(*m, "dram_read_bytes") + num(*m, "dram_write_bytes");
    if (!reportedPeaks_)
        if (auto pk = d.find("device_peaks"); pk != d.end() && pk->is_object() && (num(*pk, "dram_gbs") > 0 || num(*pk, "fp32_gflops") > 0))
            reportedPeaks_ = DevicePeaks{num(*pk, "dram_gbs"), num(*pk, "fp32_gflops"), num(*pk, "tensor_gflops")};
    const double fraction = num(d, "bandwidth_fraction_of_peak");
    if (!derivedDramGBs_ && e.gbs > 0 && fraction > 0) derivedDramGBs_ = e.gbs / fraction;
    // The achieved rates are nominal work over the report's timed median (else the measurement's time).
    double ms = e.ms;
    if (auto t = d.find("timing"); t != d.end() && t->is_object())
        if (auto c = t->find("candidate"); c != t->end() && num(*c, "median_ms") > 0) ms = num(*c, "median_ms");
    if (!work_ && e.gflops > 0 && e.gbs > 0 && ms > 0) work_ = NominalWork{e.gflops * ms * 1e-3, e.gbs * ms * 1e-3};
}

void RooflineData::clear() {
    entries_.clear();
    work_.reset();
    reportedPeaks_.reset();
    derivedDramGBs_.reset();
}

void RooflineData::update(const Candidate& c) {
    if (c.id < 0) return;
    const auto i = static_cast<std::size_t>(c.id);
    if (i >= entries_.size()) entries_.resize(i + 1);
    Entry e;
    const Measurement* m = c.measurement ? &*c.measurement : nullptr;
    const Entry& old = entries_[i];
    if (m && m->ok() && old.present && old.ms == m->candidateMs && old.speedup == m->speedup && old.detailsSize == m->details.size())
        return; // the same measurement again (candidates are re-sent on every change)
    if (m && m->ok() && m->candidateMs > 0) {
        e.present = true;
        e.reference = c.parent == kNoCandidate;
        e.ms = m->candidateMs;
        e.speedup = m->speedup;
        e.detailsSize = m->details.size();
        if (!m->details.empty()) readReport(m->details, e);
    }
    entries_[i] = e;
}

std::vector<RooflinePoint> RooflineData::points() const {
    std::vector<RooflinePoint> out;
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        const Entry& e = entries_[i];
        if (!e.present) continue;
        RooflinePoint p;
        p.id = static_cast<CandidateId>(i);
        p.reference = e.reference;
        p.speedup = e.speedup;
        if (e.gflops > 0 && e.gbs > 0) {
            p.gflops = e.gflops;
            p.intensity = e.gflops / e.gbs;
            if (e.dramBytes > 0) {
                // nominal FLOPs of the plan (GFLOP/s × s) per measured DRAM byte
                const double flop = e.gflops * 1e9 * e.ms * 1e-3;
                p.intensity = flop / e.dramBytes;
                p.measuredBytes = true;
            }
        } else if (work_ && work_->gflop > 0 && work_->gbytes > 0) {
            p.gflops = work_->gflop / (e.ms * 1e-3);
            p.intensity = work_->gflop / work_->gbytes;
        } else {
            continue;
        }
        if (p.gflops > 0 && p.intensity > 0) out.push_back(p);
    }
    return out;
}

std::optional<DevicePeaks> RooflineData::peaks() const {
    if (reportedPeaks_) return reportedPeaks_;
    if (!derivedDramGBs_) return std::nullopt;
    DevicePeaks p;
    p.dramGBs = *derivedDramGBs_;
    return p;
}

} // namespace augur
