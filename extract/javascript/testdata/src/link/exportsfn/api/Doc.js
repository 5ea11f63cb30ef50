"use strict";
// A caller of the exported validators through tsc's import namespace.
Object.defineProperty(exports, "__esModule", { value: true });
var utils_1 = require("../utils");
var Doc = /** @class */ (function () {
    function Doc(pages) {
        this.pages = pages;
    }
    Doc.prototype.setTitle = function (title) {
        utils_1.assertIs(title, 'title', ['string']); // want TypeError "`title` must be of type {joinedTypes}, but was actually of type {typeof value}"
        this.title = title;
    };
    Doc.prototype.getPage = function (index) {
        utils_1.assertRange(index, 'index', 0, this.pages.length - 1); // want Error "`index` must be at least 0 and at most {this.pages.length - 1}, but was actually {index}" TypeError "`index` must be of type {joinedTypes}, but was actually of type {typeof value}"
        return this.pages[index];
    };
    Doc.prototype.setScale = function (scale) {
        utils_1.assertPositive(scale, 'scale'); // want RangeError "scale must be positive, but was {scale}"
        utils_1.assertSquare(scale, scale);
    };
    return Doc;
}());
exports.Doc = Doc;
