#pragma once
// A menu text as a toolbar button or a tooltip shows it. Qt drops the "&" of the mnemonic but keeps the
// Japanese way of writing one, "盤面反転(&F)", whose "(F)" means nothing on a button; both go, and so does
// a trailing "…".
#include <QString>

QString withoutMnemonic(const QString& menuText);
