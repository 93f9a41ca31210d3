import * as yup from "yup";
import { iconNames } from "../src/contracts/icon-names";

export const icon = () =>
  yup
    .string()
    .strict()
    .required("required")
    .oneOf([...iconNames], `unknown icon "\${value}"; use one of: ${iconNames.join(", ")}`);
