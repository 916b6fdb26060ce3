#include "ui/base/StateStyle.h"

#include "ui/base/DisplayNames.h"

#include <QCoreApplication>

namespace augur::ui {

StateStyle::Shown StateStyle::shown(const Candidate& c) { return isQueued(c) ? Shown::Queued : shown(c.state); }

QColor StateStyle::color(Shown s) {
    switch (s) {
    case Shown::Proposed: return QColor(0xe0, 0xe0, 0xe0);
    case Shown::Accepted: return QColor(0x64, 0xb5, 0xf6);
    case Shown::Deferred: return QColor(0xff, 0xd5, 0x4f);
    // Between deferred (amber) and measuring (purple): it is next in line.
    case Shown::Queued: return QColor(0xff, 0x98, 0x00);
    case Shown::Measuring: return QColor(0xba, 0x68, 0xc8);
    case Shown::Measured: return QColor(0x66, 0xbb, 0x6a);
    case Shown::Failed: return QColor(0xe5, 0x73, 0x73);
    case Shown::Excluded: return QColor(0x9e, 0x9e, 0x9e);
    }
    return Qt::white;
}

QString StateStyle::name(Shown s) {
    switch (s) {
    case Shown::Proposed: return QCoreApplication::translate("StateStyle", "proposed");
    case Shown::Accepted: return QCoreApplication::translate("StateStyle", "accepted on forecast");
    case Shown::Deferred: return QCoreApplication::translate("StateStyle", "deferred, waiting");
    case Shown::Queued: return QCoreApplication::translate("StateStyle", "queued for measurement (override)");
    case Shown::Measuring: return QCoreApplication::translate("StateStyle", "measuring");
    case Shown::Measured: return QCoreApplication::translate("StateStyle", "measured");
    case Shown::Failed: return QCoreApplication::translate("StateStyle", "failed");
    case Shown::Excluded: return QCoreApplication::translate("StateStyle", "excluded");
    }
    return {};
}

QString StateStyle::withReason(const Candidate& c) {
    return withReason(c.state, isQueued(c), c.decision ? &*c.decision : nullptr);
}

QString StateStyle::withReason(CandidateState state, bool queued, const Decision* decision) {
    const Shown s = queued ? Shown::Queued : shown(state);
    if (!decision || (s != Shown::Accepted && s != Shown::Deferred)) return name(s);
    const QString reason = DisplayNames::reasonInContext(*decision);
    if (s == Shown::Accepted) return QCoreApplication::translate("StateStyle", "accepted: %1").arg(reason);
    return QCoreApplication::translate("StateStyle", "deferred: %1").arg(reason);
}

} // namespace augur::ui
