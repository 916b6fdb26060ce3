#include "ui/base/CoreText.h"

#include <QCoreApplication>
#include <QStringList>

namespace augur::ui {

namespace {
/// `t` with %1..%9 replaced by `args` in one pass: an argument that holds "%1" stays as it
/// is (QString::arg would replace it again).
QString fill(const QString& t, const QStringList& args) {
    QString out;
    out.reserve(t.size() + 16 * args.size());
    for (qsizetype i = 0; i < t.size(); ++i) {
        const QChar c = t.at(i);
        if (c == QLatin1Char('%') && i + 1 < t.size() && t.at(i + 1) >= QLatin1Char('1') &&
            t.at(i + 1) <= QLatin1Char('9')) {
            const qsizetype k = t.at(i + 1).unicode() - '1';
            if (k < args.size()) {
                out += args.at(k);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}
} // namespace

QString CoreText::templateText(MessageId id) {
    const std::string_view english = messageTemplate(id);
    // The catalogue's templates are string literals: data() ends in a NUL.
    return english.empty() ? QString() : QCoreApplication::translate("CoreText", english.data());
}

QString CoreText::translate(const CoreMessage& m) {
    switch (m.id) {
    case MessageId::Text: {
        if (auto parsed = parseCoreMessage(m.text)) return translate(*parsed);
        return QString::fromStdString(m.text);
    }
    case MessageId::List: {
        const QString pair = templateText(MessageId::ListPair);
        QString out;
        for (std::size_t i = 0; i < m.args.size(); ++i)
            out = i == 0 ? translate(m.args[i]) : fill(pair, {out, translate(m.args[i])});
        return out;
    }
    default: break;
    }
    QStringList args;
    args.reserve(static_cast<qsizetype>(m.args.size()));
    for (const CoreMessage& a : m.args) args.append(translate(a));
    return fill(templateText(m.id), args);
}

QString CoreText::forecastReasoning(const Forecast& f) {
    return f.parseFailure ? translate(f.reasoning) : QString::fromStdString(f.reasoning);
}

QString CoreText::translate(const std::string& english) {
    const std::size_t eol = english.find('\n');
    if (eol == std::string::npos) return translate(CoreMessage(english));
    return translate(CoreMessage(english.substr(0, eol))) + QString::fromStdString(english.substr(eol));
}

} // namespace augur::ui
