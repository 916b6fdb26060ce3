#include "ui/base/StateStyle.h"

#include <QCoreApplication>

namespace augur::ui {

QColor StateStyle::color(CandidateState s) {
    switch (s) {
    case CandidateState::Proposed: return QColor(0xe0, 0xe0, 0xe0);
    case CandidateState::Accepted: return QColor(0x64, 0xb5, 0xf6);
    case CandidateState::Deferred: return QColor(0xff, 0xd5, 0x4f);
    case CandidateState::Measuring: return QColor(0xba, 0x68, 0xc8);
    case CandidateState::Measured: return QColor(0x66, 0xbb, 0x6a);
    case CandidateState::Failed: return QColor(0xe5, 0x73, 0x73);
    case CandidateState::Excluded: return QColor(0x9e, 0x9e, 0x9e);
    }
    return Qt::white;
}

QString StateStyle::name(CandidateState s) {
    switch (s) {
    case CandidateState::Proposed: return QCoreApplication::translate("StateStyle", "proposed");
    case CandidateState::Accepted: return QCoreApplication::translate("StateStyle", "accepted on forecast");
    case CandidateState::Deferred: return QCoreApplication::translate("StateStyle", "deferred, waiting");
    case CandidateState::Measuring: return QCoreApplication::translate("StateStyle", "measuring");
    case CandidateState::Measured: return QCoreApplication::translate("StateStyle", "measured");
    case CandidateState::Failed: return QCoreApplication::translate("StateStyle", "failed");
    case CandidateState::Excluded: return QCoreApplication::translate("StateStyle", "excluded");
    }
    return {};
}

} // namespace augur::ui
