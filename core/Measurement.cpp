#include "core/Measurement.h"

#include <cmath>
#include <string>

#include "core/BinScheme.h"

namespace augur {

const char* measurementStatusName(MeasurementStatus s) {
    switch (s) {
    case MeasurementStatus::Ok: return "ok";
    case MeasurementStatus::CompileError: return "compile_error";
    case MeasurementStatus::WrongResult: return "wrong_result";
    case MeasurementStatus::RuntimeError: return "runtime_error";
    case MeasurementStatus::Timeout: return "timeout";
    case MeasurementStatus::Crash: return "crash";
    case MeasurementStatus::Invalid: return "invalid";
    }
    return "invalid";
}

std::optional<MeasurementStatus> parseMeasurementStatus(std::string_view name) {
    for (auto s : {MeasurementStatus::Ok, MeasurementStatus::CompileError, MeasurementStatus::WrongResult,
                   MeasurementStatus::RuntimeError, MeasurementStatus::Timeout, MeasurementStatus::Crash,
                   MeasurementStatus::Invalid})
        if (name == measurementStatusName(s)) return s;
    return std::nullopt;
}

int Measurement::bin() const {
    if (!ok() || !(speedup > 0.0)) return 0;
    return BinScheme::binOf(speedup);
}

} // namespace augur

namespace augur {

void Measurement::rejectNonFinite() {
    if (!ok()) return;
    auto bad = [](double v) { return !std::isfinite(v) || v <= 0; };
    std::string what;
    if (bad(speedup)) what = "speedup " + std::to_string(speedup);
    else if (!std::isfinite(speedupLow) || !std::isfinite(speedupHigh) || speedupLow < 0 || speedupHigh < 0) // 0: not given
        what = "speedup interval [" + std::to_string(speedupLow) + ", " + std::to_string(speedupHigh) + "]";
    else if (!std::isfinite(referenceMs) || !std::isfinite(candidateMs) || referenceMs < 0 || candidateMs < 0)
        what = "times " + std::to_string(referenceMs) + " / " + std::to_string(candidateMs) + " ms";
    if (what.empty()) return;
    status = MeasurementStatus::Invalid;
    failureReason = "the backend reported an unusable " + what + " (not finite and positive)";
    speedup = speedupLow = speedupHigh = 0;
}

} // namespace augur
