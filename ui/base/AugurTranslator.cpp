#include "ui/base/AugurTranslator.h"

#include <QByteArray>

namespace augur::ui {

QString AugurTranslator::translate(const char* context, const char* sourceText, const char* disambiguation,
                                   int n) const {
    QString t = QTranslator::translate(context, sourceText, disambiguation, n);
    if (!t.isNull() || !context) return t;
    const QByteArray ctx(context);
    const qsizetype sep = ctx.lastIndexOf("::");
    if (sep >= 0) {
        t = QTranslator::translate(ctx.mid(sep + 2).constData(), sourceText, disambiguation, n);
        if (!t.isNull()) return t;
    }
    return QTranslator::translate("BinScheme", sourceText, disambiguation, n);
}

} // namespace augur::ui
