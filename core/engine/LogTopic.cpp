#include "core/engine/LogTopic.h"

namespace augur {

bool isNotice(LogTopic topic) {
    switch (topic) {
    case LogTopic::Budget:
    case LogTopic::Redecided:
    case LogTopic::ExpandNone:
    case LogTopic::Refused:
    case LogTopic::Threshold:
    case LogTopic::Prior:
    case LogTopic::Stopping: return true;
    default: return false;
    }
}

} // namespace augur
