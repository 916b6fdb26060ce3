#include "core/diagnosis/RooflineData.h"

namespace augur {

void RooflineData::readReport(const MeasurementReport& report, Entry& e) {
    const MeasurementReportSections& r = report.sections();
    e.gflops = r.achievedGFlops.value_or(0.0);
    e.gbs = r.achievedGBs.value_or(0.0);
    if (r.profile.available)
        e.dramBytes = r.profile.get("dram_read_bytes").value_or(0.0) + r.profile.get("dram_write_bytes").value_or(0.0);
    if (!reportedPeaks_ && r.devicePeaks) reportedPeaks_ = r.devicePeaks;
    const double fraction = r.bandwidthFraction.value_or(0.0);
    if (!derivedDramGBs_ && e.gbs > 0 && fraction > 0) derivedDramGBs_ = e.gbs / fraction;
    // The achieved rates are nominal work over the report's timed median (else the measurement's time).
    const double ms = r.timing.candidateMedianMs.value_or(0.0) > 0 ? *r.timing.candidateMedianMs : e.ms;
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
    if (m && m->ok() && old.present && old.ms == m->candidateMs && old.speedup == m->speedup &&
        old.report == m->report.identity())
        return; // the same measurement again (candidates are re-sent on every change)
    if (m && m->ok() && m->candidateMs > 0) {
        e.present = true;
        e.reference = c.parent == kNoCandidate;
        e.ms = m->candidateMs;
        e.speedup = m->speedup;
        e.report = m->report.identity();
        if (!m->report.empty()) readReport(m->report, e);
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
