#pragma once
#include "core/base/CoreMessage.h"
#include "core/bins/Forecast.h"

#include <QString>

#include <string>

namespace augur::ui {

/// Core's messages (core/base/CoreMessage.h: log lines, stop reasons, rejected LLM replies,
/// measurement failures) in the language of the GUI. core writes them in English, and
/// session files keep them so; the GUI looks each template up in the "CoreText" context of
/// translations/augur_*.ts and fills in its arguments, translated in turn. Without a
/// catalogue (English) the result is core's own English, character for character.
class CoreText {
public:
    /// `m` in the current language. A Text argument that is English of the catalogue is
    /// recognised (parseCoreMessage) and translated too; any other text (a configuration,
    /// a compiler's log, a server's error) is shown as it is.
    static QString translate(const CoreMessage& m);
    /// English that core wrote (a failure or rejection reason read from a session file),
    /// in the current language: its first line is recognised as a message of the catalogue
    /// and translated; the lines after it (a raw reply, a log) and text that no template
    /// matches are shown as they are.
    static QString translate(const std::string& english);
    /// A forecast's reasoning: an abstention's reason (core's words) translated, the words of
    /// a surrogate or an LLM as they are.
    static QString forecastReasoning(const Forecast& f);
    /// The template of `id` in the current language (%1..%9 where its arguments go).
    static QString templateText(MessageId id);
};

} // namespace augur::ui
