#include "ui/base/DisplayNames.h"

#include <QCoreApplication>

namespace augur::ui {

QString DisplayNames::decision(DecisionKind k) {
    switch (k) {
    case DecisionKind::Accept: return QCoreApplication::translate("DisplayNames", "accept");
    case DecisionKind::Defer: return QCoreApplication::translate("DisplayNames", "defer");
    case DecisionKind::Exclude: return QCoreApplication::translate("DisplayNames", "exclude");
    }
    return QString::fromUtf8(decisionKindName(k));
}

QString DisplayNames::reason(DecisionReason r) {
    switch (r) {
    case DecisionReason::Threshold: return QCoreApplication::translate("DisplayNames", "threshold");
    case DecisionReason::Incumbent: return QCoreApplication::translate("DisplayNames", "may beat the best");
    case DecisionReason::Override: return QCoreApplication::translate("DisplayNames", "override");
    case DecisionReason::Budget: return QCoreApplication::translate("DisplayNames", "budget used");
    case DecisionReason::Baseline: return QCoreApplication::translate("DisplayNames", "measure-all baseline");
    case DecisionReason::Reference: return QCoreApplication::translate("DisplayNames", "reference");
    case DecisionReason::Abstain: return QCoreApplication::translate("DisplayNames", "no usable forecast");
    case DecisionReason::Explore: return QCoreApplication::translate("DisplayNames", "explore");
    }
    return QString::fromUtf8(decisionReasonName(r));
}

QString DisplayNames::decisionWithReason(const Decision& d) {
    return QCoreApplication::translate("DisplayNames", "%1 (%2)").arg(decision(d.kind), reason(d.reason));
}

QString DisplayNames::reasonInContext(const Decision& d) {
    switch (d.reason) {
    case DecisionReason::Threshold:
        return d.kind == DecisionKind::Accept
            ? QCoreApplication::translate("DisplayNames", "confident, unlikely to beat the best")
            : QCoreApplication::translate("DisplayNames", "low confidence");
    case DecisionReason::Incumbent: return QCoreApplication::translate("DisplayNames", "may beat the best");
    case DecisionReason::Override: return QCoreApplication::translate("DisplayNames", "the engineer's override");
    case DecisionReason::Budget: return QCoreApplication::translate("DisplayNames", "budget used");
    case DecisionReason::Baseline: return QCoreApplication::translate("DisplayNames", "measure-all, no forecast");
    case DecisionReason::Reference: return QCoreApplication::translate("DisplayNames", "always measured first");
    case DecisionReason::Abstain: return QCoreApplication::translate("DisplayNames", "no usable forecast");
    case DecisionReason::Explore: return QCoreApplication::translate("DisplayNames", "chosen to explore");
    }
    return reason(d.reason);
}

QString DisplayNames::overrideKind(OverrideKind k) {
    switch (k) {
    case OverrideKind::None: return {};
    case OverrideKind::MeasureNow: return QCoreApplication::translate("DisplayNames", "measure now");
    case OverrideKind::AcceptForecast: return QCoreApplication::translate("DisplayNames", "accept forecast");
    case OverrideKind::Exclude: return QCoreApplication::translate("DisplayNames", "exclude");
    }
    return QString::fromUtf8(overrideKindName(k));
}

QString DisplayNames::measurementStatus(MeasurementStatus s) {
    switch (s) {
    case MeasurementStatus::Ok: return QCoreApplication::translate("DisplayNames", "ok");
    case MeasurementStatus::CompileError: return QCoreApplication::translate("DisplayNames", "compile error");
    case MeasurementStatus::WrongResult: return QCoreApplication::translate("DisplayNames", "wrong result");
    case MeasurementStatus::RuntimeError: return QCoreApplication::translate("DisplayNames", "runtime error");
    case MeasurementStatus::Timeout: return QCoreApplication::translate("DisplayNames", "timeout");
    case MeasurementStatus::Crash: return QCoreApplication::translate("DisplayNames", "crash");
    case MeasurementStatus::Invalid: return QCoreApplication::translate("DisplayNames", "invalid configuration");
    }
    return QString::fromUtf8(measurementStatusName(s));
}

QString DisplayNames::confidenceKind(ConfidenceKind k) {
    switch (k) {
    case ConfidenceKind::MaxProb: return QCoreApplication::translate("DisplayNames", "MaxProb");
    case ConfidenceKind::NegEntropy: return QCoreApplication::translate("DisplayNames", "NegEntropy");
    case ConfidenceKind::Top2Margin: return QCoreApplication::translate("DisplayNames", "Top-2 margin");
    }
    return QString::fromUtf8(confidenceKindName(k));
}

QString DisplayNames::origin(Origin o) {
    switch (o) {
    case Origin::Reference: return QCoreApplication::translate("DisplayNames", "reference");
    case Origin::Llm: return QCoreApplication::translate("DisplayNames", "LLM");
    case Origin::Tuner: return QCoreApplication::translate("DisplayNames", "tuner");
    case Origin::User: return QCoreApplication::translate("DisplayNames", "user");
    case Origin::Dataset: return QCoreApplication::translate("DisplayNames", "dataset");
    }
    return QString::fromUtf8(originName(o));
}

} // namespace augur::ui
