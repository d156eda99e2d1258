/* eslint-disable */
// @ts-nocheck
// GENERATED from `z.array(fileInfoSchema)` (z.toJSONSchema, then ajv's standalone code) by
// file-info-list.test.ts, which fails when this file and the schema drift apart. Do not edit;
// regenerate with: UPDATE_COMPILED=1 npx nx test api-contract --skip-nx-cache
"use strict";
export const validateFileInfoList = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","type":"array","items":{"type":"object","properties":{"path":{"type":"string"},"name":{"type":"string"},"size":{"type":"integer","minimum":0,"maximum":9007199254740991},"extension":{"type":"string"},"modified":{"type":"string"},"mode":{"type":"integer","minimum":0,"maximum":9007199254740991},"isDir":{"type":"boolean"},"isSymlink":{"type":"boolean"},"type":{"type":"string","enum":["","video","audio","image","pdf","text","textImmutable","blob","invalid_link"]},"subtitles":{"type":"array","items":{"type":"string"}},"content":{"type":"string"},"checksums":{"type":"object","propertyNames":{"type":"string"},"additionalProperties":{"type":"string"}},"token":{"type":"string"},"resolution":{"type":"object","properties":{"width":{"type":"number"},"height":{"type":"number"}},"required":["width","height"]}},"required":["path","name","size","extension","modified","mode","isDir","isSymlink","type"]}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((((((((((data0.path === undefined) && (missing0 = "path")) || ((data0.name === undefined) && (missing0 = "name"))) || ((data0.size === undefined) && (missing0 = "size"))) || ((data0.extension === undefined) && (missing0 = "extension"))) || ((data0.modified === undefined) && (missing0 = "modified"))) || ((data0.mode === undefined) && (missing0 = "mode"))) || ((data0.isDir === undefined) && (missing0 = "isDir"))) || ((data0.isSymlink === undefined) && (missing0 = "isSymlink"))) || ((data0.type === undefined) && (missing0 = "type"))){
validate10.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data0.path !== undefined){
const _errs3 = errors;
if(typeof data0.path !== "string"){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/path",schemaPath:"#/items/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.name !== undefined){
const _errs5 = errors;
if(typeof data0.name !== "string"){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.size !== undefined){
let data3 = data0.size;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/size",schemaPath:"#/items/properties/size/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/size",schemaPath:"#/items/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/size",schemaPath:"#/items/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.extension !== undefined){
const _errs9 = errors;
if(typeof data0.extension !== "string"){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/extension",schemaPath:"#/items/properties/extension/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.modified !== undefined){
const _errs11 = errors;
if(typeof data0.modified !== "string"){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/modified",schemaPath:"#/items/properties/modified/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.mode !== undefined){
let data6 = data0.mode;
const _errs13 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/mode",schemaPath:"#/items/properties/mode/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs13){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9007199254740991 || isNaN(data6)){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/mode",schemaPath:"#/items/properties/mode/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data6 < 0 || isNaN(data6)){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/mode",schemaPath:"#/items/properties/mode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.isDir !== undefined){
const _errs15 = errors;
if(typeof data0.isDir !== "boolean"){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/isDir",schemaPath:"#/items/properties/isDir/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.isSymlink !== undefined){
const _errs17 = errors;
if(typeof data0.isSymlink !== "boolean"){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/isSymlink",schemaPath:"#/items/properties/isSymlink/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.type !== undefined){
let data9 = data0.type;
const _errs19 = errors;
if(typeof data9 !== "string"){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/type",schemaPath:"#/items/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((((((data9 === "") || (data9 === "video")) || (data9 === "audio")) || (data9 === "image")) || (data9 === "pdf")) || (data9 === "text")) || (data9 === "textImmutable")) || (data9 === "blob")) || (data9 === "invalid_link"))){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/type",schemaPath:"#/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema11.items.properties.type.enum}}];
return false;
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.subtitles !== undefined){
let data10 = data0.subtitles;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data10)){
var valid2 = true;
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
const _errs23 = errors;
if(typeof data10[i1] !== "string"){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/subtitles/" + i1,schemaPath:"#/items/properties/subtitles/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs23 === errors;
if(!valid2){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/" + i0+"/subtitles",schemaPath:"#/items/properties/subtitles/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.content !== undefined){
const _errs25 = errors;
if(typeof data0.content !== "string"){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/content",schemaPath:"#/items/properties/content/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.checksums !== undefined){
let data13 = data0.checksums;
const _errs27 = errors;
if(errors === _errs27){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key0 in data13){
const _errs29 = errors;
if(typeof key0 !== "string"){
const err0 = {instancePath:instancePath+"/" + i0+"/checksums",schemaPath:"#/items/properties/checksums/propertyNames/type",keyword:"type",params:{type: "string"},propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid3 = _errs29 === errors;
if(!valid3){
const err1 = {instancePath:instancePath+"/" + i0+"/checksums",schemaPath:"#/items/properties/checksums/propertyNames",keyword:"propertyNames",params:{propertyName: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate10.errors = vErrors;
return false;
break;
}
}
if(valid3){
for(const key1 in data13){
const _errs32 = errors;
if(typeof data13[key1] !== "string"){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/checksums/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/items/properties/checksums/additionalProperties/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs32 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/" + i0+"/checksums",schemaPath:"#/items/properties/checksums/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs27 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.token !== undefined){
const _errs34 = errors;
if(typeof data0.token !== "string"){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/token",schemaPath:"#/items/properties/token/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs34 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.resolution !== undefined){
let data16 = data0.resolution;
const _errs36 = errors;
if(errors === _errs36){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if(((data16.width === undefined) && (missing1 = "width")) || ((data16.height === undefined) && (missing1 = "height"))){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/resolution",schemaPath:"#/items/properties/resolution/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data16.width !== undefined){
let data17 = data16.width;
const _errs38 = errors;
if(!((typeof data17 == "number") && (isFinite(data17)))){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/resolution/width",schemaPath:"#/items/properties/resolution/properties/width/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.height !== undefined){
let data18 = data16.height;
const _errs40 = errors;
if(!((typeof data18 == "number") && (isFinite(data18)))){
validate10.errors = [{instancePath:instancePath+"/" + i0+"/resolution/height",schemaPath:"#/items/properties/resolution/properties/height/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid5 = _errs40 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/" + i0+"/resolution",schemaPath:"#/items/properties/resolution/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs36 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}

