#pragma once
// A measurement backend for the tests of the engineer's own candidates (core and ui): it
// measures any source whose plan resolves — S = 1.5 for a user candidate, 1.1 for a
// tuner one, 1.0 for the reference — and a source containing "#error no" fails to
// compile at line 3, with the log a real NVRTC gives. Registered by the suites under
// kSourceMeasuringBackend.
#include "core/backend/MeasurementBackend.h"
#include "core/problem/MeasureJob.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <chrono>
#include <thread>

namespace augur::test {

inline constexpr const char* kSourceMeasuringBackend = "sourcebackend";

class SourceMeasuringBackend : public MeasurementBackend {
public:
    /// Added to every measurement, ms, so a session runs long enough to be paused mid-way.
    static inline std::atomic<int> delayMs{0};

    std::string name() const override { return kSourceMeasuringBackend; }
    bool measuresSource() const override { return true; }
    Measurement measure(const Problem& problem, const Candidate& c) override {
        Measurement m;
        m.backend = name();
        m.referenceMs = 0.2;
        m.samples = 40;
        // The measurement's own duration (behaviour of a slow backend), not an ordering wait.
        if (delayMs > 0) std::this_thread::sleep_for(std::chrono::milliseconds(delayMs.load()));
        (void)resolveMeasureJob(problem, c, MeasureSettings{});
        if (c.source.find("#error no") != std::string::npos) {
            m.status = MeasurementStatus::CompileError;
            m.failureReason = "candidate does not compile";
            m.report = MeasurementReport::fromJson(nlohmann::json{
                {"candidate_compile", {{"ok", false}, {"log", "candidate.cu(3): error: #error directive: \"no\"\n"}}}});
            return m;
        }
        m.speedup = c.origin == Origin::User ? 1.5 : c.origin == Origin::Reference ? 1.0 : 1.1;
        m.speedupLow = m.speedup * 0.99;
        m.speedupHigh = m.speedup * 1.01;
        m.candidateMs = m.referenceMs / m.speedup;
        return m;
    }
    bool inSpace(const Configuration&) const override { return true; }
};

} // namespace augur::test
