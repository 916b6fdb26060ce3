#pragma once
#include "core/model/Candidate.h"
#include "core/bins/Confidence.h"
#include "core/model/Decision.h"
#include "core/model/Measurement.h"

#include <QString>

namespace augur::ui {

/// Translated display names of the identifiers that core/ reports in English (decision
/// kinds and reasons, overrides, measurement statuses, confidence scores, origins).
/// core/ stays free of Qt: its names are stable identifiers (stored in session files and
/// exports), and the GUI maps them here through QCoreApplication::translate. Candidate
/// states are named by StateStyle.
class DisplayNames {
public:
    static QString decision(DecisionKind k);
    static QString reason(DecisionReason r);
    /// "accept (threshold)" — a decision with its reason, as shown in the table.
    static QString decisionWithReason(const Decision& d);
    /// Why a candidate stands as it does, in a few words that depend on the decision's kind:
    /// "low confidence", "confident, unlikely to beat the best", "may beat
    /// the best", "budget used", ... (StateStyle::withReason puts it after the state).
    static QString reasonInContext(const Decision& d);
    static QString overrideKind(OverrideKind k);
    static QString measurementStatus(MeasurementStatus s);
    static QString confidenceKind(ConfidenceKind k);
    static QString origin(Origin o);
};

} // namespace augur::ui
