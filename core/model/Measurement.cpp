#include "core/model/Measurement.h"

#include "core/base/NamedEnum.h"

#include <cmath>
#include <string>

#include "core/bins/BinScheme.h"

namespace augur {

namespace {
// The names stored in session files and reports (one table per enum).
constexpr NamedEnum<MeasurementStatus, 7> kMeasurementStatuses{{{{MeasurementStatus::Ok, "ok"},
                                                                 {MeasurementStatus::CompileError, "compile_error"},
                                                                 {MeasurementStatus::WrongResult, "wrong_result"},
                                                                 {MeasurementStatus::RuntimeError, "runtime_error"},
                                                                 {MeasurementStatus::Timeout, "timeout"},
                                                                 {MeasurementStatus::Crash, "crash"},
                                                                 {MeasurementStatus::Invalid, "invalid"}}}};
} // namespace

const char* measurementStatusName(MeasurementStatus v) {
    const std::string_view n = kMeasurementStatuses.name(v);
    return n.empty() ? "invalid" : n.data();
}

std::optional<MeasurementStatus> parseMeasurementStatus(std::string_view name) {
    return kMeasurementStatuses.parse(name);
}

CoreMessage measurementStatusMessage(MeasurementStatus s) {
    switch (s) {
    case MeasurementStatus::Ok: return CoreMessage(measurementStatusName(s));
    case MeasurementStatus::CompileError: return CoreMessage(MessageId::StatusCompileError);
    case MeasurementStatus::WrongResult: return CoreMessage(MessageId::StatusWrongResult);
    case MeasurementStatus::RuntimeError: return CoreMessage(MessageId::StatusRuntimeError);
    case MeasurementStatus::Timeout: return CoreMessage(MessageId::StatusTimeout);
    case MeasurementStatus::Crash: return CoreMessage(MessageId::StatusCrash);
    case MeasurementStatus::Invalid: return CoreMessage(MessageId::StatusInvalid);
    }
    return CoreMessage(MessageId::StatusInvalid);
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
    CoreMessage what;
    if (bad(speedup) || !plausibleSpeedup(speedup))
        what = CoreMessage(MessageId::UnusableSpeedup, {std::to_string(speedup)});
    else if (!std::isfinite(speedupLow) || !std::isfinite(speedupHigh) || speedupLow < 0 || speedupHigh < 0 ||
             speedupLow > speedupHigh) // 0: not given
        what = CoreMessage(MessageId::UnusableInterval, {std::to_string(speedupLow), std::to_string(speedupHigh)});
    else if (!std::isfinite(referenceMs) || !std::isfinite(candidateMs) || referenceMs < 0 || candidateMs < 0)
        what = CoreMessage(MessageId::UnusableTimes, {std::to_string(referenceMs), std::to_string(candidateMs)});
    if (what.id == MessageId::Text) return;
    status = MeasurementStatus::Invalid;
    failureReason = coreText(MessageId::FailureUnusable, {what});
    speedup = speedupLow = speedupHigh = 0;
}

} // namespace augur
